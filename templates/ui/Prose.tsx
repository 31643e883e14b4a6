import { proseImages } from '../../pipeline/render/images';
import { usePage } from '../page-context';

/** HTML rendered from an editor's Markdown (sanitised by pipeline/markdown), its pictures processed. */
export function Prose({ html }: { html: string }) {
  const { images } = usePage();
  return <div className="prose" dangerouslySetInnerHTML={{ __html: proseImages(html, images) }} />;
}

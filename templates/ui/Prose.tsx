import { proseImages } from '../../pipeline/images';
import { usePage } from '../page-context';

/** HTML rendered from an editor's Markdown (sanitised by pipeline/markdown), its pictures processed. */
export function Prose({ html }: { html: string }) {
  const { images } = usePage();
  return <div className="prose" dangerouslySetInnerHTML={{ __html: proseImages(html, images) }} />;
}

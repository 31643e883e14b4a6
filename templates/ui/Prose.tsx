/** HTML rendered from an editor's Markdown (sanitised by pipeline/content/markdown), its pictures processed. */
import { usePage } from '../page-context';
import type { ImageMap, ImageVariant } from '../../model/page';

export function Prose({ html }: { html: string }) {
  const { images } = usePage();
  return <div className="prose" dangerouslySetInnerHTML={{ __html: proseImages(html, images) }} />;
}

const attr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const NAMED: Readonly<Record<string, string>> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
/** An attribute value as the Markdown renderer escaped it ("d&#x27;agua" -> "d'agua"): the file name it names. */
const unescapeAttr = (s: string): string =>
  s.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|quot|apos|lt|gt));/gi, (whole, hex?: string, dec?: string, name?: string) =>
    hex
      ? String.fromCodePoint(Number.parseInt(hex, 16))
      : dec
        ? String.fromCodePoint(Number(dec))
        : (NAMED[name!.toLowerCase()] ?? whole),
  );
const srcset = (list: readonly ImageVariant[]): string => list.map((v) => `${v.src} ${v.width}w`).join(', ');

/**
 * A Markdown body's pictures (<img src="/<key>"> as pipeline/markdown leaves them, the
 * file checked to exist) as the processed, responsive files.
 */
export function proseImages(html: string, images: ImageMap): string {
  // The attributes are read whole, quoted values included: a description may hold a ">".
  return html.replace(
    /<img src="\/([^"]+)"((?:\s+[\w:-]+(?:="[^"]*")?)*)\s*\/?>/g,
    (_whole, src: string, rest: string) => {
      let key = unescapeAttr(src);
      try {
        key = decodeURIComponent(key);
      } catch {
        /* kept as written */
      }
      const set = images[key];
      if (!set)
        throw new Error(
          `Image ${key} of a Markdown body was not processed; imagesNeeded in pipeline/render lists them.`,
        );
      const sizes = '(min-width: 48rem) 46rem, 100vw';
      const avif = set.avif.length
        ? `<source type="image/avif" srcset="${attr(srcset(set.avif))}" sizes="${sizes}">`
        : '';
      const more = rest.replace(/\s*\/$/, '');
      return `<picture>${avif}<img src="${attr(set.fallback)}" srcset="${attr(srcset(set.webp))}" sizes="${sizes}" width="${set.width}" height="${set.height}" loading="lazy" decoding="async"${more}></picture>`;
    },
  );
}

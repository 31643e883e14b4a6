/** Responsive picture: AVIF and WebP sets with intrinsic width and height (no layout shift). */
import type { ImgHTMLAttributes } from 'react';
import { htmlAttrs } from './html-attrs';

export interface PictureSource {
  avif: { src: string; width: number }[];
  webp: { src: string; width: number }[];
  fallback: string;
  width: number;
  height: number;
}

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> {
  image: PictureSource;
  alt: string;
  sizes: string;
  /** The largest picture above the fold: loaded first, never lazily. */
  priority?: boolean;
}

const srcset = (list: { src: string; width: number }[]): string => list.map((v) => `${v.src} ${v.width}w`).join(', ');

export function Picture({ image, alt, sizes, priority = false, ...props }: PictureProps) {
  return (
    <picture>
      {image.avif.length > 0 && (
        <source type="image/avif" {...htmlAttrs({ srcset: srcset(image.avif) })} sizes={sizes} />
      )}
      {image.webp.length > 0 && (
        <source type="image/webp" {...htmlAttrs({ srcset: srcset(image.webp) })} sizes={sizes} />
      )}
      <img
        src={image.fallback}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        {...(priority ? htmlAttrs({ fetchpriority: 'high' }) : {})}
        {...props}
      />
    </picture>
  );
}

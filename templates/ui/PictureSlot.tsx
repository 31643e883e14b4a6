/**
 * A place for a picture with its own shape and focal point (declared in content): any photo,
 * whatever its own shape, is cropped to the slot around that point at every width.
 */
import type { CSSProperties } from 'react';
import { Picture, type PictureSource } from '../../islands/shared/Picture';

export interface SlotPicture {
  /** "3:2", "4:3", ... (width:height). */
  ratio: string;
  /** "50% 40%": the point that stays in view. */
  focus: string;
}

/** The slot's shape and focal point as custom properties the stylesheet reads. */
export function slotStyle({ ratio, focus }: SlotPicture): CSSProperties & Record<`--slot-${string}`, string> {
  const [w, h] = ratio.split(':');
  return { '--slot-ratio': `${w} / ${h}`, '--slot-focus': focus };
}

/** Pictures in SVG are the stand-in artwork; a photograph replaces them under any name. */
export const isArtwork = (key: string): boolean => /\.svg$/i.test(key);

export function PictureSlot({
  image,
  src,
  alt,
  slot,
  sizes,
  priority = false,
  className,
  imageClassName,
}: {
  image: PictureSource;
  /** The picture's key under content/ (tells artwork from photographs). */
  src: string;
  alt: string;
  slot: SlotPicture;
  sizes: string;
  priority?: boolean;
  className?: string;
  /** A class for the picture itself (a border drawn on the photo). */
  imageClassName?: string;
}) {
  return (
    <div
      className={`picture-slot ${className ?? ''}`.trim()}
      style={slotStyle(slot)}
      {...(isArtwork(src) ? { 'data-artwork': '' } : {})}
    >
      <Picture
        image={image}
        alt={alt}
        sizes={sizes}
        priority={priority}
        {...(imageClassName ? { className: imageClassName } : {})}
      />
    </div>
  );
}

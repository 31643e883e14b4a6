/**
 * The site's icons. Each is drawn once, here; the stylesheet carries the drawings (one strip
 * used as a mask, generated from ICON_PATHS by pipeline/render/icon-css.ts), and a page writes only an
 * empty, sized <svg> naming one: the page's HTML stays small enough to arrive in one round
 * trip, and the drawings are fetched once per visit with the stylesheet. No icon font, no
 * request of its own. Decorative unless given a label.
 */
import type { SVGProps } from 'react';

export const ICON_PATHS = {
  whatsapp:
    'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2c.2-.6.2-1.1.1-1.2l-.5-.3Z',
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1Z',
  mail: 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm0 2v.5l8 5 8-5V6H4Zm16 2.9-8 5-8-5V18h16V8.9Z',
  pin: 'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z',
  clock:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16Zm.5-13H11v6l5.2 3.1.8-1.2-4.5-2.7V7Z',
  star: 'm12 17.3 6.2 3.7-1.6-7 5.4-4.7-7.1-.6L12 2 9.1 8.7 2 9.3l5.4 4.7-1.6 7L12 17.3Z',
  chevron: 'M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6 1.4-1.4Z',
  menu: 'M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z',
  close: 'M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12 19 6.4Z',
  arrow: 'M12 4l-1.4 1.4 5.6 5.6H4v2h12.2l-5.6 5.6L12 20l8-8-8-8Z',
  external:
    'M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3ZM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z',
  copy: 'M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1Zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm0 16H8V7h11v14Z',
  instagram:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4ZM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4ZM12 2c-2.7 0-3 0-4.1.1a7.3 7.3 0 0 0-2.4.5 5 5 0 0 0-2.9 2.9 7.3 7.3 0 0 0-.5 2.4C2 9 2 9.3 2 12s0 3 .1 4.1c0 .8.2 1.6.5 2.4a5 5 0 0 0 2.9 2.9c.8.3 1.6.5 2.4.5 1.1.1 1.4.1 4.1.1s3 0 4.1-.1a7.3 7.3 0 0 0 2.4-.5 5 5 0 0 0 2.9-2.9c.3-.8.5-1.6.5-2.4.1-1.1.1-1.4.1-4.1s0-3-.1-4.1a7.3 7.3 0 0 0-.5-2.4 5 5 0 0 0-2.9-2.9 7.3 7.3 0 0 0-2.4-.5C15 2 14.7 2 12 2Zm0 1.8c2.7 0 3 0 4 .1.6 0 1.2.1 1.8.3a3.2 3.2 0 0 1 1.9 1.9c.2.6.3 1.2.3 1.8.1 1 .1 1.4.1 4.1s0 3-.1 4c0 .6-.1 1.2-.3 1.8a3.2 3.2 0 0 1-1.9 1.9c-.6.2-1.2.3-1.8.3-1 .1-1.4.1-4 .1s-3 0-4.1-.1c-.6 0-1.2-.1-1.8-.3a3.2 3.2 0 0 1-1.9-1.9c-.2-.6-.3-1.2-.3-1.8-.1-1-.1-1.4-.1-4s0-3 .1-4.1c0-.6.1-1.2.3-1.8a3.2 3.2 0 0 1 1.9-1.9c.6-.2 1.2-.3 1.8-.3 1.1-.1 1.4-.1 4.1-.1Z',
  tiktok:
    'M16.6 2h-3.3v13.3a2.9 2.9 0 1 1-2.9-2.9c.3 0 .6 0 .9.1V9.1a6.3 6.3 0 1 0 5.3 6.2V8.7a7.8 7.8 0 0 0 4.4 1.4V6.8a4.5 4.5 0 0 1-4.4-4.8Z',
  google:
    'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 3.5 1.1 2.3 2.5.3-1.8 1.8.4 2.5-2.2-1.2-2.2 1.2.4-2.5-1.8-1.8 2.5-.3L12 5.5Z',
  pause: 'M6 5h4v14H6V5Zm8 0h4v14h-4V5Z',
  play: 'M8 5v14l11-7L8 5Z',
  check: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z',
  monitor: 'M2 4h20v13h-8v2h3v2H7v-2h3v-2H2V4Zm2 2v9h16V6H4Z',
  shield:
    'M12 2 4 5v6c0 5.2 3.4 9.4 8 11 4.6-1.6 8-5.8 8-11V5l-8-3Zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.6-4.6 1.4 1.4-6 6Z',
  medal:
    'M12 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Zm0 2.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7ZM8 14.6 6.5 22l5.5-2.6 5.5 2.6L16 14.6a7.9 7.9 0 0 1-8 0Z',
  heart:
    'M12 21 10.6 19.8C5.4 15.2 2 12.2 2 8.5 2 5.4 4.4 3 7.5 3c1.7 0 3.4.8 4.5 2.1C13.1 3.8 14.8 3 16.5 3 19.6 3 22 5.4 22 8.5c0 3.7-3.4 6.7-8.6 11.3L12 21Z',
  sparkle:
    'M11 2h2l1.5 5.5L20 9v2l-5.5 1.5L13 18h-2l-1.5-5.5L4 11V9l5.5-1.5L11 2Zm7 12h1.4l.8 2.4 2.3.8v1.4l-2.3.8-.8 2.6H18l-.8-2.6-2.2-.8v-1.4l2.2-.8.8-2.4Z',
  waze: 'M12 3a8.5 8.5 0 0 0-8.3 6.6c-.3 1.4-.2 2.7-1.2 3.4-.5.3-.5 1 0 1.3a9.7 9.7 0 0 0 3.2 2.4 2 2 0 1 0 3.7 1h3.4a2 2 0 1 0 3.8-.8A8.5 8.5 0 0 0 12 3Zm-2.5 7a1 1 0 1 1 0-2 1 1 0 0 1 0 2Zm5 0a1 1 0 1 1 0-2 1 1 0 0 1 0 2Zm-5.3 2.3h1.3a1.5 1.5 0 0 0 3 0h1.3a2.8 2.8 0 0 1-5.6 0Z',
} as const;

export type IconName = keyof typeof ICON_PATHS;

/** Icons drawn with a hole (a screen, a ring, a cut-out check): their inner shape is left empty. */
export const WITH_HOLES: ReadonlySet<IconName> = new Set(['monitor', 'shield', 'medal']);

export function Icon({
  name,
  label,
  size = 20,
  className,
  ...props
}: { name: IconName; label?: string; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      className={className ? `i i-${name} ${className}` : `i i-${name}`}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...props}
    />
  );
}

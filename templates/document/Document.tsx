/** The whole HTML document: head from data, the pre-rendered body, and the one module script. */
import { printFootCss, type HeadData } from './head';
import { htmlAttrs } from '../../islands/shared/html-attrs';
import { markIcon } from './Brand';

export interface DocumentProps {
  head: HeadData;
  htmlLang: string;
  dir: 'ltr' | 'rtl';
  version: string;
  measurementId: string;
  css: string;
  /** Web fonts to fetch early (same origin, so crossorigin is anonymous). */
  fonts?: readonly string[];
  script: string;
  bodyHtml: string;
}

const ICON = markIcon();

export function Document({
  head,
  htmlLang,
  dir,
  version,
  measurementId,
  css,
  fonts = [],
  script,
  bodyHtml,
}: DocumentProps) {
  return (
    <html
      lang={htmlLang}
      dir={dir}
      data-version={version}
      {...(measurementId ? { 'data-measurement-id': measurementId } : {})}
    >
      <head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {head.robots && <meta name="robots" content={head.robots} />}
        <link rel="canonical" href={head.canonical} />
        {head.alternates.map((a) => (
          <link key={a.hreflang} rel="alternate" {...htmlAttrs({ hreflang: a.hreflang })} href={a.href} />
        ))}
        {head.links.map((l) => (
          <link key={l.href} rel={l.rel} type={l.type} href={l.href} title={l.title} />
        ))}
        <meta name="theme-color" content="#0f5f66" />
        <link rel="icon" href={ICON} type="image/svg+xml" />
        {fonts.map((f) => (
          <link key={f} rel="preload" href={f} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <link rel="stylesheet" href={css} />
        {head.printFoot && <style media="print" dangerouslySetInnerHTML={{ __html: printFootCss(head.printFoot) }} />}
        {/* Nothing here is needed for the first paint: the script fetches the component runtime
            into the cache only when the browser is idle. */}
        <script type="module" src={script} {...htmlAttrs({ fetchpriority: 'low' })} />
        <meta property="og:type" content={head.og.type} />
        <meta property="og:site_name" content={head.og.siteName} />
        <meta property="og:locale" content={head.og.locale} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        <meta property="og:url" content={head.og.url} />
        <meta property="og:image" content={head.og.image} />
        <meta property="og:image:width" content={String(head.og.imageWidth)} />
        <meta property="og:image:height" content={String(head.og.imageHeight)} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:image" content={head.og.image} />
        {head.jsonLd.map((j, i) => (
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: j }} />
        ))}
      </head>
      <body dangerouslySetInnerHTML={{ __html: bodyHtml }} />
    </html>
  );
}

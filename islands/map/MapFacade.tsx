/**
 * The contact map as a facade: a local picture of the location and a button that loads the
 * map provider's frame only when the visitor asks, so no third-party request happens before
 * that. Without JavaScript the button could do nothing, so it is hidden (base.css) and the
 * picture is the map. In the browser the picture's HTML is read back from the page.
 */
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../shared/Icon';
import { htmlsOf } from '../shared/markup';

export interface MapFacadeProps {
  /** The picture, as HTML. */
  picture: string;
  embedUrl: string;
  title: string;
  labels: { load: string; notice: string };
}

export const MAP_FROM_MARKUP = ['picture', 'labels'] as const;

export function propsFromMarkup(host: HTMLElement, props: Omit<MapFacadeProps, 'picture' | 'labels'>): MapFacadeProps {
  const labels = {
    load: host.querySelector('.map-overlay button')?.textContent ?? '',
    notice: host.querySelector('.map-notice')?.textContent ?? '',
  };
  return { ...props, labels, picture: htmlsOf(host, '.map-picture')[0] ?? '' };
}

export default function MapFacade({ picture, embedUrl, title, labels }: MapFacadeProps) {
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The button is gone: keep the keyboard where it was.
  useEffect(() => {
    if (loaded) frame.current?.focus();
  }, [loaded]);
  if (loaded) {
    return (
      <iframe
        ref={frame}
        className="map-frame"
        src={embedUrl}
        title={title}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        allowFullScreen
      />
    );
  }
  return (
    <div className="map-facade">
      <div className="map-picture" dangerouslySetInnerHTML={{ __html: picture }} />
      <div className="map-overlay">
        <button type="button" className="button button-light" onClick={() => setLoaded(true)}>
          <Icon name="pin" />
          {labels.load}
        </button>
        <p className="map-notice">{labels.notice}</p>
      </div>
    </div>
  );
}

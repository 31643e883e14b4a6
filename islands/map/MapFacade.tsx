/**
 * The contact map as a facade: a local picture of the location, and a button that loads the
 * map provider's frame only when the visitor asks (no third-party request before that).
 */
import { useEffect, useState } from 'react';
import { Picture, type PictureSource } from '../shared/Picture';
import { Icon } from '../shared/Icon';

export interface MapFacadeProps {
  image: PictureSource;
  embedUrl: string;
  labels: { alt: string; load: string; notice: string; title: string };
}

export default function MapFacade({ image, embedUrl, labels }: MapFacadeProps) {
  const [ready, setReady] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => setReady(true), []);
  if (loaded) {
    return <iframe className="map-frame" src={embedUrl} title={labels.title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" allowFullScreen />;
  }
  return (
    <div className="map-facade">
      <Picture image={image} alt={labels.alt} sizes="(min-width: 1024px) 560px, 100vw" className="map-image" />
      {ready && (
        <div className="map-overlay">
          <button type="button" className="button button-light" onClick={() => setLoaded(true)}>
            <Icon name="pin" />
            {labels.load}
          </button>
          <p className="map-notice">{labels.notice}</p>
        </div>
      )}
    </div>
  );
}

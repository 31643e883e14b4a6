/**
 * The contact map as a facade, as the server writes it: a local picture of the location, and
 * a button (shown by its island, ./map.ts) that loads the map provider's frame only when the
 * visitor asks, so no third-party request happens before that. Without JavaScript the button
 * could do nothing, so it stays hidden and the picture is the map.
 */
import { Picture, type PictureSource } from '../shared/Picture';
import { Icon } from '../shared/Icon';

export interface MapFacadeProps {
  image: PictureSource;
  labels: { alt: string; load: string; notice: string };
}

/** What the island needs in the browser. */
export interface MapFacadeMountProps {
  embedUrl: string;
  title: string;
}

export default function MapFacade({ image, labels }: MapFacadeProps) {
  return (
    <div className="map-facade">
      <Picture image={image} alt={labels.alt} sizes="(min-width: 1024px) 560px, 100vw" className="map-image" />
      <div className="map-overlay" hidden>
        <button type="button" className="button button-light">
          <Icon name="pin" />
          {labels.load}
        </button>
        <p className="map-notice">{labels.notice}</p>
      </div>
    </div>
  );
}

/** The clinic's map: a picture until the visitor asks for the live map (home contact, local pages). */
import { renderToStaticMarkup } from 'react-dom/server';
import { usePage } from '../page-context';
import { Island } from './Island';
import MapFacade, { MAP_FROM_MARKUP } from '../../islands/map/MapFacade';
import { Picture } from '../../islands/shared/Picture';

export function ClinicMap({ alt, className = 'contact-map' }: { alt: string; className?: string }) {
  const { t, site, images } = usePage();
  const map = images[site.home.images.map];
  if (!map) return null;
  return (
    <Island
      name="map-facade"
      component={MapFacade}
      load="interaction"
      className={className}
      fromMarkup={MAP_FROM_MARKUP}
      props={{
        picture: renderToStaticMarkup(
          <Picture image={map} alt={alt} sizes="(min-width: 1024px) 560px, 100vw" className="map-image" />,
        ),
        embedUrl: site.facts.maps.embed,
        title: t('contact.map_title'),
        labels: { load: t('contact.load_map'), notice: t('contact.map_notice') },
      }}
    />
  );
}

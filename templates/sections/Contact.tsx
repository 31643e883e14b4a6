import { renderToStaticMarkup } from 'react-dom/server';
import { usePage } from '../page-context';
import { Section } from '../ui/Section';
import { Island } from '../ui/Island';
import { ExternalLink } from '../ui/ExternalLink';
import { ContactDetails, OpeningHours } from '../ui/ContactDetails';
import { Icon } from '../../islands/shared/Icon';
import MapFacade, { MAP_FROM_MARKUP } from '../../islands/map/MapFacade';
import { Picture } from '../../islands/shared/Picture';
import { bookingLink } from '../links';

export function Contact() {
  const { t, site, route, images } = usePage();
  const text = site.homeText[route.lang].contact;
  return (
    <Section id="contato" className="contact" title={text.title} subtitle={text.subtitle}>
      <div className="contact-grid">
        <div className="contact-info">
          <ContactDetails withCopy />
          <OpeningHours />
          <div className="contact-actions">
            <ExternalLink className="button button-ghost" href={site.facts.maps.google}>
              <Icon name="pin" />
              {t('contact.maps_button')}
            </ExternalLink>
            <ExternalLink className="button button-ghost" href={site.facts.maps.waze}>
              <Icon name="waze" />
              {t('contact.waze_button')}
            </ExternalLink>
            <ExternalLink className="button button-primary" href={bookingLink(site, route.lang)}>
              <Icon name="whatsapp" />
              {t('contact.whatsapp_button')}
            </ExternalLink>
          </div>
        </div>
        <Island
          name="map-facade"
          component={MapFacade}
          load="interaction"
          className="contact-map"
          fromMarkup={MAP_FROM_MARKUP}
          props={{
            picture: renderToStaticMarkup(
              <Picture
                image={images[site.home.images.map]!}
                alt={text.map_alt}
                sizes="(min-width: 1024px) 560px, 100vw"
                className="map-image"
              />,
            ),
            embedUrl: site.facts.maps.embed,
            title: t('contact.map_title'),
            labels: { load: t('contact.load_map'), notice: t('contact.map_notice') },
          }}
        />
      </div>
    </Section>
  );
}

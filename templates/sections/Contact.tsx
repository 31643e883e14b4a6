import { usePage } from '../page-context';
import { Section } from '../ui/Section';
import { Island } from '../ui/Island';
import { ExternalLink } from '../ui/ExternalLink';
import { ContactDetails, OpeningHours } from '../ui/ContactDetails';
import { Icon } from '../../islands/shared/Icon';
import MapFacade from '../../islands/map/MapFacade';
import { bookingLink } from '../links';

export function Contact() {
  const { t, site, route, images } = usePage();
  return (
    <Section id="contato" className="contact" title={t('contact.title')} subtitle={t('contact.subtitle')}>
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
        <Island name="map-facade" load="visible" className="contact-map" props={{ embedUrl: site.facts.maps.embed, title: t('contact.map_title') }}>
          <MapFacade image={images[site.home.images.map]!} labels={{ alt: t('contact.map_alt'), load: t('contact.load_map'), notice: t('contact.map_notice') }} />
        </Island>
      </div>
    </Section>
  );
}

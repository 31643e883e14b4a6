import { usePage } from '../page-context';
import { Section } from '../ui/Section';
import { ExternalLink } from '../ui/ExternalLink';
import { ContactDetails, OpeningHours } from '../ui/ContactDetails';
import { Icon } from '../../islands/shared/Icon';
import { ClinicMap } from '../ui/ClinicMap';
import { directionsHref } from '../links';

export function Contact() {
  const { copy, t, site, chat } = usePage();
  const text = copy.home.contact;
  return (
    <Section id="contato" className="contact" title={text.title} subtitle={text.subtitle}>
      <div className="contact-grid">
        <div className="contact-info">
          <ContactDetails withCopy />
          <OpeningHours />
          <div className="contact-actions">
            {/* A route to the clinic (Google Maps, Waze), then the clinic's own map listing. */}
            <ExternalLink className="button button-ghost" href={directionsHref(site)}>
              <Icon name="pin" />
              {t('contact.directions_button')}
            </ExternalLink>
            <ExternalLink className="button button-ghost" href={site.facts.maps.waze}>
              <Icon name="waze" />
              {t('contact.waze_button')}
            </ExternalLink>
            <ExternalLink className="button button-ghost" href={site.facts.social.google}>
              <Icon name="google" />
              {t('contact.maps_button')}
            </ExternalLink>
            <ExternalLink className="button button-primary" href={chat.booking}>
              <Icon name="whatsapp" />
              {t('header.book')}
            </ExternalLink>
          </div>
        </div>
        <ClinicMap alt={text.map_alt} />
      </div>
    </Section>
  );
}

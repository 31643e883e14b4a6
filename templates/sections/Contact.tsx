import { usePage } from '../page-context';
import { Section } from '../ui/Section';
import { ExternalLink } from '../ui/ExternalLink';
import { ContactDetails, OpeningHours } from '../ui/ContactDetails';
import { Icon } from '../../islands/shared/Icon';
import { ClinicMap } from '../ui/ClinicMap';

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
            <ExternalLink className="button button-ghost" href={site.facts.maps.google}>
              <Icon name="pin" />
              {t('contact.maps_button')}
            </ExternalLink>
            <ExternalLink className="button button-ghost" href={site.facts.maps.waze}>
              <Icon name="waze" />
              {t('contact.waze_button')}
            </ExternalLink>
            <ExternalLink className="button button-primary" href={chat.booking}>
              <Icon name="whatsapp" />
              {t('contact.whatsapp_button')}
            </ExternalLink>
          </div>
        </div>
        <ClinicMap alt={text.map_alt} />
      </div>
    </Section>
  );
}

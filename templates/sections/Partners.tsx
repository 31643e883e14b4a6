import { usePage, useImage } from '../page-context';
import { Section } from '../ui/Section';
import { ExternalLink } from '../ui/ExternalLink';
import { Picture } from '../../islands/shared/Picture';
import type { HomeContent } from '../../model/site';

function PartnerLogo({ partner }: { partner: HomeContent['partners'][number] }) {
  const { t } = usePage();
  const image = useImage(partner.logo);
  return (
    <li>
      <ExternalLink href={partner.link} className="partner">
        <Picture image={image} alt="" sizes="200px" className="partner-logo" />
        <span className="partner-name">
          {partner.name}
          {/* Without a confirmed agreement a partner is a stand-in (pipeline/launch/): said so on the page. */}
          {!partner.agreement_date && <span className="partner-sample">{t('partner.sample')}</span>}
        </span>
      </ExternalLink>
    </li>
  );
}

export function Partners() {
  const { copy, site } = usePage();
  const text = copy.home.partners;
  return (
    <Section id="parcerias" className="partners" title={text.title} subtitle={text.subtitle}>
      <ul className="partner-grid">
        {site.home.partners.map((p) => (
          <PartnerLogo key={p.name} partner={p} />
        ))}
      </ul>
    </Section>
  );
}

/** A full-width call to action that opens an external site (aligner, referral programme). */
import { usePage, useImage } from '../page-context';
import { ExternalLink } from '../ui/ExternalLink';
import { Picture } from '../../islands/shared/Picture';

export interface BannerProps {
  id: string;
  tone: 'teal' | 'sand';
  image: string;
  title: string;
  text: string;
  button: string;
  href: string;
}

export function Banner({ id, tone, image, title, text, button, href }: BannerProps) {
  const picture = useImage(image);
  return (
    <section id={id} className={`banner banner-${tone}`} aria-labelledby={`${id}-title`} data-reveal="">
      <div className="container banner-grid">
        <div className="banner-copy">
          <h2 id={`${id}-title`}>{title}</h2>
          <p>{text}</p>
          <ExternalLink
            className={`button ${tone === 'teal' ? 'button-light' : 'button-primary'} button-large`}
            href={href}
          >
            {button}
          </ExternalLink>
        </div>
        <Picture image={picture} alt="" sizes="(min-width: 1024px) 40vw, 100vw" className="banner-image" />
      </div>
    </section>
  );
}

export function AlignerBanner() {
  const { copy, site } = usePage();
  const text = copy.home.aligner_banner;
  return (
    <Banner
      id="alinhadores"
      tone="teal"
      image={site.home.images.aligner}
      title={text.title}
      text={text.text}
      button={text.button}
      href={site.facts.external.aligner}
    />
  );
}

export function ReferralBanner() {
  const { copy, site } = usePage();
  const text = copy.home.referral_banner;
  return (
    <Banner
      id="indica-ai"
      tone="sand"
      image={site.home.images.referral}
      title={text.title}
      text={text.text}
      button={text.button}
      href={site.facts.external.referral}
    />
  );
}

import { Shell } from '../document/Shell';
import { Hero } from '../sections/Hero';
import { About } from '../sections/About';
import { Differentials } from '../sections/Differentials';
import { Treatments } from '../sections/Treatments';
import { Results } from '../sections/Results';
import { AlignerBanner, ReferralBanner } from '../sections/Banner';
import { Gallery } from '../sections/Gallery';
import { Team } from '../sections/Team';
import { Testimonials } from '../sections/Testimonials';
import { Faq } from '../sections/Faq';
import { Partners } from '../sections/Partners';
import { Contact } from '../sections/Contact';
import type { PageTemplate } from '../types';
import { faqJsonLd } from '../structured-data';

function HomePage() {
  return (
    <Shell>
      <Hero />
      <About />
      <Differentials />
      <Treatments />
      <Results />
      <AlignerBanner />
      <Gallery />
      <ReferralBanner />
      <Team />
      <Testimonials />
      <Faq />
      <Partners />
      <Contact />
    </Shell>
  );
}

export const homePage: PageTemplate = {
  Body: HomePage,
  meta: ({ t, site }) => ({
    title: t('meta.home_title'),
    description: t('meta.home_description'),
    jsonLd: [faqJsonLd(site.home.faq.map((id) => ({ question: t(`faq.${id}.question`), answer: t(`faq.${id}.answer`) })))],
  }),
  images: (site) => [
    ...Object.values(site.home.images),
    ...site.home.results.map((r) => r.image),
    ...site.home.gallery.map((g) => g.image),
    ...site.home.partners.map((p) => p.logo),
    ...site.team.owners.map((o) => o.image),
    ...site.team.members.map((m) => m.image),
  ],
};

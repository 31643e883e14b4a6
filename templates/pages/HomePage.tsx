import { Shell } from '../document/Shell';
import { CONSTANTS } from '../../model/constants';
import { Hero } from '../sections/Hero';
import { About } from '../sections/About';
import { Differentials } from '../sections/Differentials';
import { Treatments } from '../sections/Treatments';
import { Results } from '../sections/Results';
import { AlignerBanner, ReferralBanner } from '../sections/Banner';
import { Gallery } from '../sections/Gallery';
import { Team } from '../sections/Team';
import { Testimonials } from '../sections/Testimonials';
import { Faq, homeFaq } from '../sections/Faq';
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
  stylesheet: 'home',
  Body: HomePage,
  meta: ({ site, copy }) => ({
    title: copy.home.meta.title,
    description: copy.home.meta.description,
    // Structured data is advertising too: the answer about payment stays on the page only.
    jsonLd: [faqJsonLd(homeFaq(site, copy.home.faq.items).filter((item) => item.id !== CONSTANTS.paymentFaqId))],
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

import { describe, expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import DesktopNav from '../../islands/header/DesktopNav';
import { navItemsFromMarkup, type NavItem } from '../../islands/header/nav-types';
import LanguageSwitcher, { propsFromMarkup as switcherProps } from '../../islands/language-switcher/LanguageSwitcher';
import FaqAccordion, { propsFromMarkup as faqProps } from '../../islands/faq/FaqAccordion';
import TeamCarousel, { propsFromMarkup as carouselProps } from '../../islands/team-carousel/TeamCarousel';
import MapFacade, { propsFromMarkup as mapProps } from '../../islands/map/MapFacade';
import CookieBanner, { propsFromMarkup as bannerProps } from '../../islands/cookie-banner/CookieBanner';
import { propsFromMarkup as mobileProps } from '../../islands/header/MobileNav';

const hostOf = (html: string): HTMLElement =>
  parseHTML(`<div id="host">${html}</div>`).document.getElementById('host') as unknown as HTMLElement;

/** linkedom parses <noscript> content as markup; a browser with scripting on keeps it as text. */
const scriptingOn = (host: HTMLElement): HTMLElement => {
  host.querySelectorAll('noscript').forEach((n) => {
    n.textContent = n.innerHTML;
  });
  return host;
};

// Islands that read props back from their server HTML must read exactly what the server wrote.
describe('props read from markup', () => {
  it('the navigation reads back the menu the server rendered, sub-menus included', () => {
    const items: NavItem[] = [
      { label: 'Início', href: '/#inicio' },
      {
        label: 'Tratamentos',
        href: '/ortodontia/',
        children: [
          { label: 'Ortodontia', href: '/ortodontia/' },
          { label: 'Todos os tratamentos', href: '/#tratamentos' },
        ],
      },
      { label: 'Contato & "mapa"', href: '/#contato' },
    ];
    const { document } = parseHTML(
      `<div>${renderToStaticMarkup(createElement(DesktopNav, { items, label: 'Navegação' }))}</div>`,
    );
    expect(navItemsFromMarkup(document.querySelector('.nav-desktop'))).toEqual(items);
    expect(navItemsFromMarkup(null)).toEqual([]);
  });

  const options = [
    { lang: 'pt' as const, name: 'Português', hreflang: 'pt-BR', href: '/blog/' },
    { lang: 'de' as const, name: 'Deutsch', hreflang: 'de', href: '/de/blog/' },
    { lang: 'ar' as const, name: 'العربية', hreflang: 'ar', href: '/ar/blog/' },
  ];

  it("the language switcher reads back the page's language and each version's address and name", () => {
    const host = hostOf(renderToString(createElement(LanguageSwitcher, { current: 'de', label: 'Sprache', options })));
    expect(switcherProps(host, { label: 'Sprache' })).toEqual({
      label: 'Sprache',
      current: 'de',
      options,
      open: false,
    });
  });

  it('the FAQ reads back every question and answer, markup included', () => {
    const items = [
      { id: 'q1', question: 'Aceitam convênio?', answer: '<p>Ligue &amp; confirme.</p>' },
      { id: 'q2', question: 'Onde fica?', answer: '<p>Rua Roma, 340 &lt;Lapa&gt;</p>' },
    ];
    const host = scriptingOn(hostOf(renderToString(createElement(FaqAccordion, { items }))));
    expect(faqProps(host)).toEqual({ items });
  });

  it('the carousel and the map read back their slides and picture', () => {
    const slides = [
      '<article class="member-card"><h4>Ana</h4></article>',
      '<article class="member-card"><h4>Bia &amp; Co</h4></article>',
    ];
    const rest = {
      dir: 'rtl' as const,
      autoplayMs: 2000,
      labels: { carousel: 'c', previous: 'p', next: 'n', slide: '{{index}} / {{count}}', pause: 'pa', play: 'pl' },
    };
    const host = hostOf(renderToString(createElement(TeamCarousel, { slides, ...rest })));
    expect(carouselProps(host, rest)).toEqual({ slides, ...rest });
    const picture = '<picture><img src="/images/map.png" alt="Mapa" width="10" height="10"></picture>';
    expect(host.querySelectorAll('.carousel-slide')[1]?.getAttribute('aria-label')).toBe('2 / 2');
    const map = { embedUrl: 'https://www.google.com/maps?output=embed', title: 'Mapa' };
    const labels = { load: 'Carregar & ver', notice: 'Aviso' };
    expect(mapProps(hostOf(renderToString(createElement(MapFacade, { picture, labels, ...map }))), map)).toEqual({
      picture,
      labels,
      ...map,
    });
  });

  it('the cookie banner reads back its words and the policy address; the phone menu its booking address', () => {
    const labels = {
      title: 'Sua privacidade',
      text: 'Usamos cookies & medimos visitas.',
      accept: 'Aceitar',
      refuse: 'Recusar',
      policy: 'Política',
    };
    const rest = { delayMs: 1500, measurementId: '', saved: 'Salvo' };
    const host = hostOf(
      renderToString(createElement(CookieBanner, { labels, policyHref: '/politica-de-privacidade/', ...rest })),
    );
    expect(bannerProps(host, rest)).toEqual({ ...rest, labels, policyHref: '/politica-de-privacidade/', open: false });
    const { document } = parseHTML(
      '<div><div id="host"></div><nav class="nav-desktop"><ul></ul></nav><a class="floating-chat" href="https://wa.me/55?text=Ol%C3%A1">c</a></div>',
    );
    const nav = mobileProps(document.getElementById('host') as unknown as HTMLElement, {
      book: { label: 'Agendar' },
      labels: { openMenu: 'a', closeMenu: 'b', menu: 'c', newTab: 'd' },
    });
    expect(nav.book).toEqual({ label: 'Agendar', href: 'https://wa.me/55?text=Ol%C3%A1' });
  });
});

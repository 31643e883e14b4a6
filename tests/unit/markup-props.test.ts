import { describe, expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import DesktopNav from '../../islands/header/DesktopNav';
import { navItemsFromMarkup, type NavItem } from '../../islands/header/nav-types';
import LanguageSwitcher from '../../islands/language-switcher/LanguageSwitcher';
import { offersFromMarkup } from '../../islands/language-switcher/switcher';

// Islands that read props back from their server HTML must read exactly what the server wrote.
describe('props read from markup', () => {
  it('the navigation reads back the menu the server rendered, sub-menus included', () => {
    const items: NavItem[] = [
      { label: 'Início', href: '/#inicio' },
      { label: 'Tratamentos', href: '/ortodontia/', children: [{ label: 'Ortodontia', href: '/ortodontia/' }, { label: 'Todos os tratamentos', href: '/#tratamentos' }] },
      { label: 'Contato & "mapa"', href: '/#contato' },
    ];
    const { document } = parseHTML(`<div>${renderToStaticMarkup(createElement(DesktopNav, { items, label: 'Navegação' }))}</div>`);
    expect(navItemsFromMarkup(document.querySelector('.nav-desktop'))).toEqual(items);
    expect(navItemsFromMarkup(null)).toEqual([]);
  });

  it("the language switcher finds the page's language and each version's address in its list", () => {
    const options = [
      { lang: 'pt' as const, name: 'Português', hreflang: 'pt-BR', href: '/blog/' },
      { lang: 'de' as const, name: 'Deutsch', hreflang: 'de', href: '/de/blog/' },
      { lang: 'ar' as const, name: 'العربية', hreflang: 'ar', href: '/ar/blog/' },
    ];
    const words = (w: string) => ({ text: `${w} text`, link: `${w} link`, dismiss: `${w} close` });
    const { document } = parseHTML(`<div id="host">${renderToStaticMarkup(createElement(LanguageSwitcher, { current: 'de', label: 'Sprache', currentLabel: 'Deutsch', options }))}</div>`);
    const host = document.getElementById('host') as unknown as HTMLElement;
    const found = offersFromMarkup(host, { offers: { pt: words('pt'), ar: words('ar'), en: words('en') } });
    expect(found.current).toBe('de');
    // A version with no words gets no offer, nor does the page's own language.
    expect(found.offers).toEqual([
      { lang: 'pt', hreflang: 'pt-BR', href: '/blog/', ...words('pt') },
      { lang: 'ar', hreflang: 'ar', href: '/ar/blog/', ...words('ar') },
    ]);
  });
});

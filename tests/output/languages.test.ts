/**
 * What a reader of each language sees on the built site (issue 23, section 5): names written
 * the way the language writes them, blog posts that keep the reader in their language, and
 * category pages that introduce their subject before listing its posts.
 */
import { describe, expect, it } from 'vitest';
import { htmlPages } from '../support/dist';
import { LANGS } from '../../model/languages';

const pages = htmlPages();
const langOf = (url: string): string => /^\/(en|es|de|ar)\//.exec(url)?.[1] ?? 'pt';

describe('every language', () => {
  it('English pages write Dr. for women too, never the Portuguese Dra.', () => {
    const english = pages.filter((p) => langOf(p.url) === 'en');
    expect(english.length).toBeGreaterThan(20);
    const found = english
      .filter((p) => /\bDra\./.test(`${p.document.title} ${p.document.body.textContent ?? ''}`))
      .map((p) => p.url);
    expect(found).toEqual([]);
    // The team (owners and carousel) and the footer's technical director are on the home page.
    const home = english.find((p) => p.url === '/en/')!;
    expect(home.document.body.textContent).toContain('Dr. Helena Marques');
    expect(home.document.body.textContent).toContain('Dr. Camila Ferraz');
  });

  it('a post links only to posts in its own language', () => {
    const wrong: string[] = [];
    for (const p of pages.filter(
      (x) => /\/blog\/[a-z0-9-]+\/$/.test(x.url) && !/\/blog\/(busca|categoria|pagina)\//.test(x.url),
    )) {
      const lang = langOf(p.url);
      const prefix = lang === 'pt' ? '/blog/' : `/${lang}/blog/`;
      p.document.querySelectorAll('.prose a[href*="/blog/"]').forEach((a) => {
        const href = a.getAttribute('href') ?? '';
        if (!href.startsWith(prefix)) wrong.push(`${p.url} -> ${href}`);
      });
    }
    expect(wrong).toEqual([]);
  });

  it("a post's topics are separated by its language's comma (، in Arabic)", () => {
    const lines = pages
      .filter((p) => /\/blog\/[a-z0-9-]+\/$/.test(p.url))
      .flatMap((p) => {
        const text = p.document.querySelector('.tags')?.textContent;
        return text ? [{ lang: langOf(p.url), text }] : [];
      });
    const arabic = lines.filter((l) => l.lang === 'ar');
    expect(arabic.some((l) => l.text.includes('،'))).toBe(true);
    expect(arabic.filter((l) => l.text.includes(',')).map((l) => l.text)).toEqual([]);
    expect(lines.filter((l) => l.lang !== 'ar' && l.text.includes('،')).map((l) => l.text)).toEqual([]);
  });

  it('each category page opens with an introduction of its own and lists its posts', () => {
    const categoryPages = pages.filter((p) => /\/blog\/categoria\/[a-z0-9-]+\/$/.test(p.url));
    // A language has a page for each category it has posts in: all five in every complete language.
    for (const lang of LANGS) {
      const own = categoryPages.filter((p) => langOf(p.url) === lang).length;
      if (lang === 'pt' || lang === 'en' || lang === 'es') expect(own, lang).toBe(5);
      else expect(own, lang).toBeGreaterThanOrEqual(3);
    }
    const intros = new Set<string>();
    for (const p of categoryPages) {
      const paragraphs = [...p.document.querySelectorAll('.category-intro p')].map((el) => el.textContent ?? '');
      const intro = paragraphs.join(' ');
      expect(intro.length, p.url).toBeGreaterThanOrEqual(200);
      expect(p.document.querySelectorAll('.post-card').length, p.url).toBeGreaterThanOrEqual(1);
      intros.add(intro);
    }
    // No two pages share an introduction (each category, each language).
    expect(intros.size).toBe(categoryPages.length);
  });
});

/**
 * The doorway-page measure for the local landing pages: how much of each page's main text is
 * its own. Text is cut into 5-word shingles after the neighbourhood and service names are
 * masked (so "implante dentário na Lapa" and "implante dentário no Limão" count as the same
 * words). A page's unique share is the part of its shingles found on no other page; the
 * share of a pair is what they have in common over the smaller of the two.
 */

export interface OverlapPage {
  slug: string;
  /** Every paragraph, question and answer a visitor reads in the page's main content. */
  text: readonly string[];
}

export interface OverlapReport {
  /** Per page: shingles found on no other page / all its shingles. */
  unique: Map<string, number>;
  /** The pair sharing the most, over all pairs (not only pairs of one service). */
  worstPair: { a: string; b: string; share: number };
  medianUnique: number;
  minUnique: { slug: string; share: number };
  pairs: number;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Lower-cased words with the given names replaced by one token each (longest first). */
export function maskedWords(text: string, names: readonly string[]): string[] {
  let t = text.toLocaleLowerCase('pt-BR');
  const sorted = [...new Set(names.map((n) => n.toLocaleLowerCase('pt-BR')))].sort((a, b) => b.length - a.length);
  for (const n of sorted)
    t = t.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(n)}(?![\\p{L}\\p{N}])`, 'gu'), ' §name§ ');
  return t.match(/[\p{L}\p{N}§]+/gu) ?? [];
}

/** 5-word shingles of each block (a shingle never spans two paragraphs). */
export function shingles(blocks: readonly string[], names: readonly string[], size = 5): Set<string> {
  const out = new Set<string>();
  for (const b of blocks) {
    const w = maskedWords(b, names);
    for (let i = 0; i + size <= w.length; i++) out.add(w.slice(i, i + size).join(' '));
  }
  return out;
}

export function measureOverlap(pages: readonly OverlapPage[], names: readonly string[]): OverlapReport {
  const sets = pages.map((p) => shingles(p.text, names));
  const count = new Map<string, number>();
  for (const s of sets) for (const sh of s) count.set(sh, (count.get(sh) ?? 0) + 1);
  const unique = new Map<string, number>();
  pages.forEach((p, i) => {
    const s = sets[i]!;
    let own = 0;
    for (const sh of s) if (count.get(sh) === 1) own++;
    unique.set(p.slug, s.size ? own / s.size : 0);
  });
  let worstPair = { a: '', b: '', share: 0 };
  let pairs = 0;
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      pairs++;
      const [small, big] = sets[i]!.size <= sets[j]!.size ? [sets[i]!, sets[j]!] : [sets[j]!, sets[i]!];
      if (!small.size) continue;
      let shared = 0;
      for (const sh of small) if (big.has(sh)) shared++;
      const share = shared / small.size;
      if (share > worstPair.share) worstPair = { a: pages[i]!.slug, b: pages[j]!.slug, share };
    }
  }
  const values = [...unique.values()].sort((a, b) => a - b);
  const mid = values.length >> 1;
  const medianUnique = values.length % 2 ? values[mid]! : (values[mid - 1]! + values[mid]!) / 2;
  let minUnique = { slug: '', share: Infinity };
  for (const [slug, share] of unique) if (share < minUnique.share) minUnique = { slug, share };
  return { unique, worstPair, medianUnique, minUnique, pairs };
}

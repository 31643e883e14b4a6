/** A save from the editor rewrites only what changed: comments, quotes, order and the body stay. */
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { isBlank, keepFormat, mergeYaml } from '../../editor/server/keep-format';

const YAML = `# The home page's lists.
stats:
  - { value: "1000+", label: stat_patients }
  - { value: "15+", label: stat_years }   # from the survey
faq: [q1, q2, q3]
title: "Início"
`;

/** What Decap sends: the same data, serialised its own way (no comments, other quotes). */
const decap = (text: string, change: (d: Record<string, unknown>) => void): string => {
  const data = parse(text) as Record<string, unknown>;
  change(data);
  return stringify(data, { lineWidth: 40 });
};

describe('keeping a file as a developer would edit it', () => {
  it('a changed value is rewritten in place, in its own quotes, and nothing else moves', () => {
    const out = keepFormat(
      'content/home.yaml',
      YAML,
      decap(YAML, (d) => ((d.stats as { value: string }[])[1]!.value = '20+')),
    );
    expect(out).toBe(YAML.replace('"15+"', '"20+"'));
  });

  it('a reordered list keeps its style and the comments', () => {
    const out = keepFormat(
      'content/home.yaml',
      YAML,
      decap(YAML, (d) => (d.faq = ['q2', 'q1', 'q3'])),
    );
    expect(out).toBe(YAML.replace('[q1, q2, q3]', '[q2, q1, q3]'));
  });

  it('an item added to a list looks like its neighbours, and the comments stay', () => {
    const out = keepFormat(
      'content/home.yaml',
      YAML,
      decap(YAML, (d) => (d.stats as unknown[]).push({ value: '24h', label: 'stat_support' })),
    );
    expect(parse(out)).toEqual({
      ...parse(YAML),
      stats: [...(parse(YAML) as { stats: unknown[] }).stats, { value: '24h', label: 'stat_support' }],
    });
    expect(out).toContain('# The home page');
    expect(out).toContain('# from the survey');
    expect(out).toMatch(/- \{ value: "?24h"?, label: stat_support \}/);
  });

  it('a Markdown page keeps its body when only a field changed', () => {
    const page = '---\ntitle: "Clareamento"\ntags: ["a", "b"]\n---\n\nTexto com *ênfase*.\n\n- item\n';
    const sent = '---\ntitle: Clareamento dental\ntags:\n  - a\n  - b\n---\nTexto com _ênfase_.\n\n* item';
    // The body sent differs only in Markdown style here: a changed body is taken as sent.
    expect(
      keepFormat(
        'x/index.pt.md',
        page,
        '---\ntitle: Clareamento dental\ntags:\n  - a\n  - b\n---\nTexto com *ênfase*.\n\n- item',
      ),
    ).toBe(page.replace('"Clareamento"', '"Clareamento dental"'));
    expect(keepFormat('x/index.pt.md', page, sent)).toContain('Texto com _ênfase_.');
  });

  it('a new file is written without folded lines, with a blank line after its fields', () => {
    const long = 'Uma descrição longa o bastante para que o Decap a dobrasse em duas linhas de oitenta colunas.';
    const cut = long.indexOf(' ', 55);
    const out = keepFormat(
      'x/index.pt.md',
      undefined,
      `---\ndescription: ${long.slice(0, cut)}\n  ${long.slice(cut + 1)}\n---\nTexto.`,
    );
    expect(out).toBe(`---\ndescription: "${long}"\n---\n\nTexto.\n`);
  });

  it('a new file is written as its sibling is: the same key order, quotes where it quotes, lists inline where it has them', () => {
    const sibling =
      '---\ntitle: "Como escovar"\ndescription: "Técnica: escova e fio."\ndate: 2026-08-31\nauthor: renata-alves\ncategory: prevencao\ntags: ["escovação", "fio dental"]\ncover: images/blog/a.svg\ncover_alt: "Uma escova"\ndraft: false\n---\n\nTexto.\n';
    // As Decap sends a new post: its own order and quoting.
    const sent = stringify({
      title: 'Fio dental: "todos" os dias',
      description: 'Um guia curto: use o fio dental.',
      date: '2026-08-03',
      category: 'prevencao',
      author: 'renata-alves',
      tags: ['fio dental'],
      cover: 'cover.png',
      cover_alt: 'Fio dental entre dois dentes',
    });
    expect(keepFormat('content/blog/posts/fio/index.pt.md', undefined, `---\n${sent}---\nCorpo.`, sibling)).toBe(
      [
        '---',
        'title: "Fio dental: \\"todos\\" os dias"',
        'description: "Um guia curto: use o fio dental."',
        'date: 2026-08-03',
        'author: renata-alves',
        'category: prevencao',
        'tags: ["fio dental"]',
        'cover: cover.png',
        'cover_alt: "Fio dental entre dois dentes"',
        '---',
        '',
        'Corpo.',
        '',
      ].join('\n'),
    );
    // Without a sibling, prose is quoted and names, dates and paths are plain.
    expect(keepFormat('content/x/index.pt.md', undefined, `---\n${sent}---\nCorpo.`)).toContain(
      'title: "Fio dental: \\"todos\\" os dias"\ndescription: "Um guia curto: use o fio dental."\ndate: 2026-08-03\ncategory: prevencao\n',
    );
  });

  it('a language nobody wrote in is blank (it gets no file)', () => {
    expect(isBlank('---\ndraft: false\ntags: []\n---\n')).toBe(true);
    expect(isBlank('---\ndraft: false\n---\nTexto.')).toBe(false);
    expect(isBlank('---\ntitle: Um título\n---\n')).toBe(false);
  });
});

describe('an optional field left empty in the editor', () => {
  it('is not written (Decap sends "" for it), while a key the file has keeps its empty value', () => {
    expect(mergeYaml('a: 1 # kept\nid: ""\n', 'a: 2\nid: ""\nupdated: ""\n')).toBe('a: 2 # kept\nid: ""\n');
    expect(keepFormat('content/x/index.de.md', undefined, '---\ntitle: T\nupdated: ""\n---\nText\n')).toBe(
      '---\ntitle: T\n---\n\nText\n',
    );
  });
});

describe('an item added at the end of a list of inline items', () => {
  it('is one new line like its neighbours; every other line stays as it was', () => {
    const before =
      'owners:\n  - { name: A, tags: [x] }   # kept\nmembers:\n  - { slug: a, names: { ar: أ } }\n  - { slug: b, names: { ar: ب } }\nnames:\n  x: [a]\n';
    const next = stringify({
      ...(parse(before) as object),
      members: [
        ...(parse(before) as { members: unknown[] }).members,
        { slug: 'c', names: { ar: 'ج' }, cro: 'CRO-SP 1' },
      ],
    });
    expect(keepFormat('content/team.yaml', before, next)).toBe(
      before.replace(
        '  - { slug: b, names: { ar: ب } }\n',
        '  - { slug: b, names: { ar: ب } }\n  - { slug: c, names: { ar: ج }, cro: CRO-SP 1 }\n',
      ),
    );
  });
});

describe('an item removed from a list of one-line items', () => {
  it('loses its line; the comments and spacing of every other line stay', () => {
    const before =
      'faq: [q1, q2]\npartners:\n  - { name: A, link: https://a.example }   # PLACEHOLDER partners\n  - { name: B, link: https://b.example }\n  - { name: C, link: https://c.example }   # kept\n';
    const data = parse(before) as { partners: unknown[] };
    const next = stringify({ ...data, partners: [data.partners[0], data.partners[2]] });
    expect(keepFormat('content/home.yaml', before, next)).toBe(
      before.replace('  - { name: B, link: https://b.example }\n', ''),
    );
    // The first, with its comment.
    const first = stringify({ ...data, partners: data.partners.slice(1) });
    expect(keepFormat('content/home.yaml', before, first)).toBe(
      before.replace('  - { name: A, link: https://a.example }   # PLACEHOLDER partners\n', ''),
    );
  });
});

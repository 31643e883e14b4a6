/**
 * /admin/lancamento/: "Antes de lançar o site", the editor's launch checklist. The same rule as
 * the release build (launch/stand-ins.ts) over the content as it is now: every stand-in grouped
 * by kind, what to supply, and a link straight to its field in the editor. Replacing one and
 * publishing makes the count fall on the next visit.
 */
import { STAND_IN_KINDS, STAND_IN_KIND_NAMES, type StandInKind } from '../../model/stand-in';
import type { Paths } from '../../pipeline/config';
import { BuildFailed } from '../../pipeline/errors';
import type { StandIn } from '../../pipeline/launch/stand-ins';
import { runStages } from '../../pipeline/stages';
import { LIST_FIELD, labelPath } from './decap-config';
import type { DecapField } from './zod-fields';
import { LAUNCH_PAGE } from '../../pipeline/catalogue/editor-server-words';

interface DecapCollection {
  name: string;
  folder?: string;
  extension?: string;
  fields?: DecapField[];
  files?: { name: string; file: string; fields: DecapField[] }[];
}

export interface ChecklistItem extends StandIn {
  /** The editor's address of the entry holding it, and the field's labels there. */
  href?: string;
  label: string;
  /** The Decap field name to bring into view (the last named part of the path). */
  target?: string;
}

/** Where a stand-in is edited: its entry in the editor, and its field's labels (as the editor shows them). */
export function locateInEditor(s: StandIn, collections: readonly DecapCollection[]): ChecklistItem {
  const parts = s.path.map(String);
  const entry = (collection: string, slug: string, fields: readonly DecapField[], path: string[]): ChecklistItem => {
    // A list's items are folded in the editor: the field shown is the list itself; otherwise the field.
    const item = path.findIndex((p) => /^\d+$/.test(p));
    const target = item > 0 ? path[item - 1] : item < 0 ? path.at(-1) : undefined;
    return {
      ...s,
      href: `/admin/#/collections/${encodeURIComponent(collection)}/entries/${slug.split('/').map(encodeURIComponent).join('/')}`,
      label: labelPath(fields, path) ?? s.field,
      ...(target ? { target } : {}),
    };
  };
  for (const c of collections) {
    for (const f of c.files ?? []) {
      if (f.file.replace(/(\.\/)+/g, '') !== s.file) continue;
      // A file split into entries (home.yaml: one per list) is edited where its first key is a field.
      if (typeof s.path[0] === 'number') return entry(c.name, f.name, f.fields, [LIST_FIELD, ...parts]);
      if (f.fields.some((x) => x.name === parts[0])) return entry(c.name, f.name, f.fields, parts);
    }
    if (c.folder && c.fields && s.file.startsWith(`${c.folder}/`)) {
      // Every language of a page is one entry: content/owners/x/index.pt.md is "x/index".
      const slug = s.file.slice(c.folder.length + 1).replace(/\.[a-z]{2}\.[a-z]+$/, '');
      return entry(c.name, slug, c.fields, parts);
    }
  }
  return { ...s, label: s.field };
}

const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The stand-ins of the content as it is now, or the problems that keep it from being read. */
export async function currentStandIns(
  paths: Paths,
): Promise<{ standIns: StandIn[]; live: boolean } | { problems: number }> {
  try {
    const { validate } = await runStages({ paths }, { until: 'validate' });
    return { standIns: validate.standIns, live: validate.facts.live };
  } catch (error) {
    if (error instanceof BuildFailed) return { problems: error.issues.filter((i) => i.severity === 'error').length };
    throw error;
  }
}

/** The kinds left, each a link to its group, with its count. */
function kindLinks(items: readonly ChecklistItem[]): string {
  const links = STAND_IN_KINDS.map((k) => [k, items.filter((i) => i.kind === k).length] as const)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `<li><a href="#g-${k}">${esc(STAND_IN_KIND_NAMES[k])}</a> ${n}</li>`);
  return `<nav aria-label="Tipos de dado"><ul class="kinds">${links.join('')}</ul></nav>`;
}

function group(kind: StandInKind, items: readonly ChecklistItem[]): string {
  if (!items.length) return '';
  const rows = items
    .map(
      (i) => `<li data-kind="${kind}" data-field="${esc(i.field)}" data-file="${esc(i.file)}">
<div class="what"><strong>${esc(i.label)}</strong> <span class="value">${esc(i.value)}</span></div>
<div class="where">${esc(i.file)}${i.line ? `:${i.line}` : ''}</div>
<p class="supply">${esc(i.supply)}</p>
${i.href ? `<a class="open" href="${esc(i.href)}"${i.target ? ` data-target="${esc(i.target)}"` : ''}>Abrir no editor: ${esc(i.label)}</a>` : ''}
</li>`,
    )
    .join('\n');
  return `<section aria-labelledby="g-${kind}">
<h2 id="g-${kind}">${esc(STAND_IN_KIND_NAMES[kind])} <span class="count">${items.length}</span></h2>
<ul>
${rows}
</ul>
</section>`;
}

const STYLE = `body { margin: 0; padding: 24px 16px; font: 16px/1.5 system-ui, sans-serif; color: #1e1e28; background: #f5f5f7; }
main { max-width: 960px; margin: 0 auto; }
h1 { font-size: 1.6rem; margin: 0 0 8px; }
h2 { font-size: 1.2rem; margin: 32px 0 8px; display: flex; gap: 8px; align-items: baseline; }
.count { font-size: 0.9rem; background: #5c3b00; color: #fff; border-radius: 999px; padding: 0 10px; }
p { margin: 0 0 12px; max-width: 70ch; }
a { color: #0b57d0; }
a:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
li { background: #fff; border: 1px solid #dcdce0; border-radius: 10px; padding: 12px 16px; overflow-wrap: anywhere; }
.value { color: #5f5f6b; }
.where { font: 0.85rem/1.4 ui-monospace, monospace; color: #5f5f6b; }
.supply { margin: 6px 0; }
.total { font-size: 1.1rem; font-weight: 600; background: #fff4e0; color: #5c3b00; padding: 12px 16px; border-radius: 10px; }
.done { background: #e8f5e9; color: #1b5e20; }
.kinds { display: flex; flex-wrap: wrap; gap: 8px; margin: 12px 0 0; }
.kinds li { padding: 4px 12px; border-radius: 999px; }`;

// Remembers which field a link leads to: the editor brings it into view once the entry is open (../browser/launch-field.ts).
const SCRIPT = `document.addEventListener('click', function (e) {
  var a = e.target instanceof Element ? e.target.closest('a[data-target]') : null;
  if (a) sessionStorage.setItem('launch-field', a.getAttribute('data-target'));
});`;

/** The checklist page. */
export function checklistPage(
  found: Awaited<ReturnType<typeof currentStandIns>>,
  collections: readonly DecapCollection[],
): string {
  let body: string;
  if ('problems' in found) body = `<p class="total">${LAUNCH_PAGE.problems(found.problems)}</p>`;
  else {
    const items = found.standIns.map((s) => locateInEditor(s, collections));
    const total = items.length;
    body = total
      ? `<p class="total" data-slot="total">${LAUNCH_PAGE.missing(`<span data-slot="count">${total}</span>`)} ${found.live ? LAUNCH_PAGE.liveRefused : LAUNCH_PAGE.previewUntil}</p>
${kindLinks(items)}
${STAND_IN_KINDS.map((k) =>
  group(
    k,
    items.filter((i) => i.kind === k),
  ),
).join('\n')}`
      : `<p class="total done" data-slot="total">${LAUNCH_PAGE.none('<span data-slot="count">0</span>')} ${found.live ? LAUNCH_PAGE.liveOpen : LAUNCH_PAGE.howToLaunch}</p>`;
  }
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${LAUNCH_PAGE.title}</title>
<style>
${STYLE}
</style>
</head>
<body>
<main>
<p><a href="/admin/">${LAUNCH_PAGE.back}</a></p>
<h1>${LAUNCH_PAGE.title}</h1>
<p>${LAUNCH_PAGE.intro}</p>
${body}
</main>
<script>
${SCRIPT}
</script>
</body>
</html>
`;
}

/**
 * `npm run translations`: which translations are missing or to review, page by page.
 * `npm run translations -- --mark <file>...`: a translation checked against today's Portuguese
 * (every field of it counts as translated from it). `--mark-all`: every translation that exists
 * (the first marks of a site). `--root DIR`: another copy of the site.
 */
import path from 'node:path';
import { ROOT } from '../pipeline/config';
import { markAll, markTranslations, translationStatus } from '../pipeline/dev/translations';

const LANG_NAMES: Record<string, string> = { en: 'inglês', es: 'espanhol', de: 'alemão', ar: 'árabe' };

const args = process.argv.slice(2);
const at = args.indexOf('--root');
const root = at >= 0 ? path.resolve(args[at + 1] ?? '.') : ROOT;
const files = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--root');

if (args.includes('--mark-all')) {
  const marked = await markAll(root);
  console.log(
    `${marked.length} traduções marcadas como feitas a partir do português de hoje (content/translations.yaml).`,
  );
} else if (args.includes('--mark')) {
  if (!files.length) {
    console.error('Diga qual tradução: npm run translations -- --mark content/treatments/clareamento/index.de.md');
    process.exit(1);
  }
  const rel = files.map((f) => path.relative(root, path.resolve(f)).split(path.sep).join('/'));
  const marked = await markTranslations(
    root,
    rel.map((file) => ({ file })),
  );
  // A multilingual file (content/team.yaml) is marked language by language ("content/team.yaml#de").
  const missed = rel.filter((f) => !marked.some((m) => m === f || m.startsWith(`${f}#`)));
  for (const f of marked) console.log(`✔ ${f}: em dia com o português`);
  for (const f of missed)
    console.error(
      `✖ ${f}: não é uma tradução (index.<idioma>.md ou .yaml com o index.pt ao lado, ou site.yaml, team.yaml, blog/categories.yaml)`,
    );
  process.exit(missed.length ? 1 : 0);
} else {
  const status = translationStatus(root);
  let source = '';
  for (const s of status) {
    if (s.text.source !== source) {
      source = s.text.source;
      console.log(`\n${s.text.name}  (${source})`);
    }
    const name = LANG_NAMES[s.lang] ?? s.lang;
    if (s.state === 'ok') console.log(`  ${name}: em dia`);
    else if (s.state === 'missing') console.log(`  ${name}: falta (não traduzido)`);
    else
      for (const kind of ['review', 'missing'] as const) {
        const fields = s.fields.filter((f) => f.state === kind).map((f) => f.field);
        const shown = fields.length > 6 ? [...fields.slice(0, 6), `e mais ${fields.length - 6}`] : fields;
        if (fields.length)
          console.log(`  ${name}: ${kind === 'review' ? 'a revisar' : 'faltam'}: ${shown.join(', ')}  (${s.file})`);
      }
  }
  const count = (state: string) => status.filter((s) => s.state === state).length;
  console.log(`\n${count('ok')} em dia, ${count('review')} a revisar, ${count('missing')} faltam.`);
}

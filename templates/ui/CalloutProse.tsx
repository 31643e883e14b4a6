/**
 * A Markdown body whose sections named in front matter (`callouts`) stand apart: warning signs
 * and emergency advice in a box with its own colour, icon and heading, never colour alone.
 */
import { usePage } from '../page-context';
import { proseImages } from './Prose';

export interface Callout {
  heading: string;
  kind: 'warning' | 'emergency';
}

// Drawn here rather than in the shared icon set, which the islands' scripts carry.
const ICONS = {
  warning: 'M12 2 1 21h22L12 2Zm0 4.2L19.5 19h-15L12 6.2ZM11 10v5h2v-5h-2Zm0 6.5v2h2v-2h-2Z',
  emergency: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.5 5h3v3.5H17v3h-3.5V17h-3v-3.5H7v-3h3.5V7Z',
} as const;

/**
 * The body cut before each level-2 heading and each thematic break (`---`): [id of its heading
 * or '', html]. A break is how a box ends before the next heading: the page's closing notes
 * after the last callout stay outside it.
 */
function sections(html: string): [string, string][] {
  return html.split(/(?=<h2 id=")|(?=<hr>)/).map((part) => [/^<h2 id="([^"]+)"/.exec(part)?.[1] ?? '', part]);
}

export function CalloutProse({
  html,
  headings,
  callouts,
}: {
  html: string;
  headings: readonly { id: string; text: string }[];
  callouts: readonly Callout[];
}) {
  const { images } = usePage();
  const kindOf = new Map(
    callouts.flatMap((c) =>
      headings.filter((h) => h.text.trim() === c.heading.trim()).map((h) => [h.id, c.kind] as const),
    ),
  );
  return (
    <div className="prose">
      {sections(proseImages(html, images)).map(([id, part], i, all) => {
        const kind = kindOf.get(id);
        if (!kind) {
          // The break that closes a box has done its work: the box's own edge marks the end.
          const after = kindOf.has(all[i - 1]?.[0] ?? '');
          const rest = after ? part.replace(/^<hr>\s*/, '') : part;
          return <div key={i} className="prose-part" dangerouslySetInnerHTML={{ __html: rest }} />;
        }
        return (
          <section key={i} className={`callout callout-${kind}`} aria-labelledby={id}>
            <svg
              className="callout-icon"
              viewBox="0 0 24 24"
              width={32}
              height={32}
              fill="currentColor"
              focusable="false"
              aria-hidden="true"
            >
              <path d={ICONS[kind]} />
            </svg>
            <div className="callout-body" dangerouslySetInnerHTML={{ __html: part }} />
          </section>
        );
      })}
    </div>
  );
}

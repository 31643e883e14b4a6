/**
 * A picture's focus point set on the picture itself: a click or tap on the photo puts the point
 * there, the arrow keys move it, and two previews show the photo cut as the site cuts it, on a
 * phone and on a computer. The site crops a slot to one shape at every width (PictureSlot's
 * `slotStyle`: the slot's ratio and focus as the stylesheet's `--slot-ratio` and
 * `--slot-focus`), so both previews take the slot's shape from the same function, each at the
 * width it has there. The text field stays below, for typing the point.
 */
import * as React from 'react';
import { parse } from 'yaml';
import { FOCUS_POINT as WORDS } from '../../pipeline/catalogue/editor-page-words';
import { slotStyle } from '../../templates/ui/PictureSlot';
import { isRecord, recordOf, stringAt } from '../server/json-shapes';
import { type Cms, type ControlProps, plainString, replaceControl, useEntryValue } from './decap';
import { CONTROL_CONTAINER } from './panes';

/** "50% 40%" as [50, 40]; the middle when empty or unreadable. */
export function parseFocus(text: string): [number, number] {
  const m = /^(\d{1,3})% (\d{1,3})%$/.exec(text.trim());
  return m ? [Math.min(100, Number(m[1])), Math.min(100, Number(m[2]))] : [50, 50];
}
const focusText = ([x, y]: [number, number]): string => `${x}% ${y}%`;
const clamp = (n: number): number => Math.max(0, Math.min(100, Math.round(n)));

/**
 * How much of the photo a slot shows: the share of its height (a photo taller than the slot)
 * or of its width (wider), as a fraction; 1 when the shapes agree.
 */
export function shownShare(
  photo: { width: number; height: number },
  ratio: string,
): { share: number; cut: 'height' | 'width' } {
  const [w, h] = ratio.split(':').map(Number);
  const slot = (w ?? 1) / (h ?? 1);
  const own = photo.width / photo.height;
  return own < slot ? { share: own / slot, cut: 'height' } : { share: slot / own, cut: 'width' };
}

/** Below this share of itself shown, the editor is told how much of the photo stays out. */
const MUCH_LOST = 0.6;

/**
 * The picture of the same group (its thumbnail) and the slot's shape, read from the form: the
 * group's own `ratio` field (a treatment's picture), else the name of its list, whose slot the
 * entry may declare (home: `slots.<list>`).
 */
function useGroupPicture(root: React.RefObject<HTMLDivElement | null>): { src: string; ratio: string; list: string } {
  const [found, setFound] = React.useState({ src: '', ratio: '', list: '' });
  React.useEffect(() => {
    const own = root.current;
    // The group's fields: the siblings of this field's box.
    const group = own?.closest(CONTROL_CONTAINER)?.parentElement;
    if (!own || !group) return;
    const read = (): void => {
      const img = [...group.querySelectorAll('img')].find((i) => !own.contains(i));
      const src = img?.src ?? '';
      const shape = group.querySelector('[id^="ratio-field"]')?.closest(CONTROL_CONTAINER)?.textContent ?? '';
      const ratio = /\b(\d+:\d+)\b/.exec(shape)?.[1] ?? '';
      const list = /^([a-z_]+)-field-/.exec(group.closest('[id*="-field-"]')?.id ?? '')?.[1] ?? '';
      setFound((f) => (f.src === src && f.ratio === ratio && f.list === list ? f : { src, ratio, list }));
    };
    read();
    const watch = new MutationObserver(read);
    watch.observe(group, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['src'],
      characterData: true,
    });
    return () => watch.disconnect();
  }, [root]);
  return found;
}

/** The home page's slot that shows a list's pictures: the team's lists (team.yaml) fill the `team` slot. */
const SLOT_OF_LIST: Readonly<Record<string, string>> = { owners: 'team', members: 'team' };
/** The home file's slots, read once per page through the editor's own file API (the dev server's). */
let homeSlots: Promise<unknown> | undefined;
const readHomeSlots = (): Promise<unknown> =>
  fetch('/admin/api/v1', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'getEntry', params: { branch: 'main', path: 'content/home.yaml' } }),
  })
    .then((r) => (r.ok ? r.json() : undefined))
    .then((reply: unknown) => {
      const text = isRecord(reply) ? stringAt(reply, 'data') : undefined;
      const home: unknown = text ? parse(text) : undefined;
      return isRecord(home) ? home.slots : undefined;
    })
    .catch(() => undefined);

/**
 * The slot a list's pictures fill (its shape, and the point kept in view for a photo that names
 * none), when the entry open does not hold it: the gallery, the results and the team are
 * entries of their own, their slots are in content/home.yaml. '' while unknown: no crop is
 * shown rather than a guessed one.
 */
function useHomeSlot(list: string): { ratio: string; focus: string } {
  const [slot, setSlot] = React.useState({ ratio: '', focus: '' });
  React.useEffect(() => {
    if (!list) return;
    homeSlots ??= readHomeSlots();
    void homeSlots.then((slots) => {
      const found = isRecord(slots) ? recordOf(slots[SLOT_OF_LIST[list] ?? list]) : undefined;
      setSlot({ ratio: stringAt(found, 'ratio') ?? '', focus: stringAt(found, 'focus') ?? '' });
    });
  }, [list]);
  return slot;
}

const PREVIEW_BOX: React.CSSProperties = { margin: 0, font: '13px/1.4 system-ui, sans-serif', color: '#3b3b46' };

/** The photo cut as the site cuts it, `width` pixels wide. */
function Crop({
  src,
  ratio,
  focus,
  width,
  caption,
}: {
  src: string;
  ratio: string;
  focus: string;
  width: number;
  caption: string;
}) {
  return (
    <figure style={PREVIEW_BOX}>
      <div
        style={{ ...slotStyle({ ratio, focus }), width, overflow: 'hidden', borderRadius: 8, background: '#e6f4f1' }}
      >
        <img
          src={src}
          alt=""
          style={{
            display: 'block',
            width: '100%',
            aspectRatio: 'var(--slot-ratio)',
            objectFit: 'cover',
            objectPosition: 'var(--slot-focus)',
          }}
        />
      </div>
      <figcaption style={{ marginTop: 4 }}>{caption}</figcaption>
    </figure>
  );
}

/**
 * The photo, with the point marked; a click, a tap or the arrow keys move it. No native control
 * sets a point on a picture: a slider whose value text names both directions.
 */
function FocusPicker({
  src,
  point,
  onMove,
  describedBy,
}: {
  src: string;
  point: [number, number];
  onMove(p: [number, number]): void;
  describedBy: string;
}) {
  const [x, y] = point;
  const place = (e: React.MouseEvent<HTMLDivElement>): void => {
    const box = e.currentTarget.getBoundingClientRect();
    onMove([clamp(((e.clientX - box.left) / box.width) * 100), clamp(((e.clientY - box.top) / box.height) * 100)]);
  };
  const keys: Record<string, [number, number]> = {
    ArrowLeft: [-1, 0],
    ArrowRight: [1, 0],
    ArrowUp: [0, -1],
    ArrowDown: [0, 1],
  };
  const key = (e: React.KeyboardEvent<HTMLDivElement>): void => {
    const step = keys[e.key];
    if (!step) return;
    e.preventDefault();
    const by = e.shiftKey ? 1 : 5;
    onMove([clamp(x + step[0] * by), clamp(y + step[1] * by)]);
  };
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={WORDS.picker}
      aria-valuetext={WORDS.value(x, y)}
      aria-valuenow={x}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-describedby={describedBy}
      className="focus-picker"
      onClick={place}
      onKeyDown={key}
      style={{ position: 'relative', display: 'inline-block', cursor: 'crosshair', lineHeight: 0 }}
    >
      <img
        src={src}
        alt=""
        style={{ display: 'block', maxWidth: 'min(360px, calc(100vw - 120px))', maxHeight: 280, borderRadius: 6 }}
      />
      <span
        aria-hidden="true"
        className="focus-mark"
        style={{
          position: 'absolute',
          left: `${x}%`,
          top: `${y}%`,
          width: 28,
          height: 28,
          margin: '-14px 0 0 -14px',
          borderRadius: '50%',
          border: '3px solid #fff',
          boxShadow: '0 0 0 2px #0b57d0, 0 1px 6px rgb(0 0 0 / 0.5)',
          background: 'rgb(11 87 208 / 0.25)',
          pointerEvents: 'none',
        }}
      />
    </div>
  );
}

/** The focus field: the picture to click, the crops on a phone and on a computer, and Decap's own text field. */
function focusControl(Base: React.ComponentType<ControlProps>) {
  return function FocusPoint(props: ControlProps) {
    const root = React.useRef<HTMLDivElement>(null);
    const { src, ratio: own, list } = useGroupPicture(root);
    const inEntry = useEntryValue('slots', list || '-', 'ratio');
    const entryFocus = useEntryValue('slots', list || '-', 'focus');
    const home = useHomeSlot(own || inEntry ? '' : list);
    const ratio = own || inEntry || home.ratio;
    // A photo that names no point of its own is shown around its slot's, as the site shows it.
    const text = plainString(props.value) || entryFocus || home.focus;
    const point = parseFocus(text);
    const [photo, setPhoto] = React.useState<{ width: number; height: number }>();
    React.useEffect(() => {
      if (!src) return;
      const img = new Image();
      img.onload = () => setPhoto({ width: img.naturalWidth, height: img.naturalHeight });
      img.src = src;
    }, [src]);
    const hintId = `${props.forID}-focus-hint`;
    const shown = photo && ratio ? shownShare(photo, ratio) : undefined;
    return (
      <div ref={root}>
        {src ? (
          <div className="focus-point" style={{ display: 'grid', gap: 8, marginBottom: 8 }}>
            <p id={hintId} style={{ ...PREVIEW_BOX, margin: 0 }}>
              {WORDS.howTo}
            </p>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
              <FocusPicker src={src} point={point} onMove={(p) => props.onChange(focusText(p))} describedBy={hintId} />
              {ratio && (
                <div
                  className="focus-crops"
                  style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' }}
                >
                  <Crop src={src} ratio={ratio} focus={focusText(point)} width={110} caption={WORDS.phone} />
                  <Crop src={src} ratio={ratio} focus={focusText(point)} width={220} caption={WORDS.computer} />
                </div>
              )}
            </div>
            {ratio && <p style={PREVIEW_BOX}>{WORDS.sameShape(ratio)}</p>}
            {shown && shown.share < MUCH_LOST && (
              <p role="status" className="focus-lost" style={{ ...PREVIEW_BOX, color: '#8a5300', fontWeight: 600 }}>
                {WORDS.muchLost(Math.round(shown.share * 100), shown.cut)}
              </p>
            )}
          </div>
        ) : null}
        <Base {...props} />
      </div>
    );
  };
}

/** Every `focus` text field next to a picture becomes the picker; other text fields stay Decap's. */
export function focusOnThePicture(cms: Cms): void {
  const string = cms.getWidget('string');
  if (!string) return;
  const Base = string.control;
  const Focus = focusControl(Base);
  // biome-ignore lint/correctness/noComponentHookFactories: made once, when the widget is registered, never during a render
  function Text(props: ControlProps) {
    return props.field.get('name') === 'focus' ? <Focus {...props} /> : <Base {...props} />;
  }
  replaceControl(cms, 'string', string, Text);
}

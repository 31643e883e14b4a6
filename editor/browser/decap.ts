/**
 * What the editor page reads of Decap CMS, typed once: its registry, its widgets' props, the
 * Immutable.js values it hands over, and its Redux store (found in React's tree: Decap exposes none).
 */
import * as React from 'react';
import { isRecord } from '../server/json-shapes';

/** What an Immutable.js value offers (Decap hands entries and fields over as such). */
export interface Immutable {
  get(key: string): unknown;
  toJS(): unknown;
}
const isImmutable = (v: unknown): v is Immutable => isRecord(v) && typeof v.toJS === 'function';
/** A value as plain JavaScript (an Immutable one turned into objects and arrays). */
export const plain = (v: unknown): unknown => (isImmutable(v) ? v.toJS() : v);
/** A value that is a plain string, else ''. */
export const plainString = (v: unknown): string => {
  const p = plain(v);
  return typeof p === 'string' ? p : '';
};

/** An Immutable.js Map as Decap's fields and options are: read, and changed into a copy. */
export interface ImmutableRecord extends Immutable {
  set(key: string, value: unknown): ImmutableRecord;
  clear(): ImmutableRecord;
}
/** An Immutable.js List (a select's options). */
export interface ImmutableList<T> {
  filter(keep: (item: T) => boolean): ImmutableList<T>;
  find(test: (item: T) => boolean): T | undefined;
  push(item: T): ImmutableList<T>;
  readonly size: number;
}
export interface ControlProps {
  value: unknown;
  field: ImmutableRecord;
  forID: string;
  classNameWrapper: string;
  onChange(value: unknown): void;
  /** Decap's Widget takes the control's instance (its checks, such as a required field) through it. */
  ref?: React.Ref<unknown>;
  collection?: Immutable;
  /** The entry as it is now (the `entry` prop is as it was when the field last changed). */
  getEntry?: () => Immutable;
  /** In a language's pane, a field asked once in Portuguese and copied (shown, not edited, there). */
  isFieldDuplicate?: (field: ImmutableRecord) => boolean;
  /** A picture's thumbnail by its value: Decap's stand-in until it has loaded. */
  getAsset?: (path: string, field: ImmutableRecord) => unknown;
}
export interface PreviewProps {
  entry: Immutable;
  collection: Immutable;
  locale?: string;
}
/** What Decap's list control keeps of its items. */
export interface ListState {
  keys: string[];
  itemsCollapsed: boolean[];
}
/** Decap's list and object controls: React classes whose folded items' label is a method. */
export type ControlClass<S> = new (
  props: ControlProps,
) => React.Component<ControlProps, S> & { objectLabel(item?: unknown): string };
/** A widget as Decap's registry keeps it. */
export interface RegisteredWidget<C = React.ComponentType<ControlProps>> {
  control: C;
  preview?: React.ComponentType<{ value: unknown }>;
  schema?: unknown;
  [option: string]: unknown;
}
export interface Cms {
  init(opts?: { config?: Record<string, unknown> }): void;
  getWidget(name: 'list'): RegisteredWidget<ControlClass<ListState>> | undefined;
  getWidget(name: 'object'): RegisteredWidget<ControlClass<unknown>> | undefined;
  getWidget(name: string): RegisteredWidget | undefined;
  registerWidget(
    name: string,
    control: React.ComponentType<ControlProps>,
    preview?: React.ComponentType<{ value: unknown }>,
  ): void;
  registerWidget(widget: {
    name: string;
    controlComponent: React.ComponentType<ControlProps>;
    previewComponent?: React.ComponentType<{ value: unknown }> | undefined;
    [option: string]: unknown;
  }): void;
  registerCustomFormat(name: string, extension: string, formatter: Formatter): void;
  registerPreviewTemplate(name: string, component: React.ComponentType<PreviewProps>): void;
  registerPreviewStyle(href: string): void;
  getLocale(name: string): Record<string, unknown> | undefined;
  registerLocale(name: string, phrases: Record<string, unknown>): void;
}
export interface Formatter {
  fromFile(text: string): unknown;
  toFile(data: unknown, sortedKeys?: string[]): string;
}

/** Decap's widget `name` with its control replaced by `control` (its preview and checks kept). */
export function replaceControl(
  cms: Cms,
  name: string,
  widget: RegisteredWidget<unknown>,
  control: React.ComponentType<ControlProps>,
): void {
  const { control: _control, preview, ...rest } = widget;
  cms.registerWidget({ ...rest, name, controlComponent: control, previewComponent: preview });
}

/** What the page reads of Decap's Redux store. */
export interface ImmutableMap {
  get(key: string): unknown;
  forEach(fn: (value: ImmutableMap, key: string) => void): void;
}
/** What the page reads of Decap's state: drafts on the board, the entry open, the pictures loaded. */
export interface DecapState {
  editorialWorkflow?: ImmutableMap;
  entryDraft?: { getIn(path: string[]): unknown };
  collections?: { getIn(path: string[]): unknown };
  medias?: unknown;
}
export interface DecapStore {
  getState(): DecapState;
  dispatch(action: { type: string; payload: { collection: string; slug: string } }): void;
  subscribe(listener: () => void): () => void;
}
interface Fiber {
  child: Fiber | null;
  sibling: Fiber | null;
  memoizedProps?: { store?: Partial<DecapStore> } | null;
}
const isStore = (s: Partial<DecapStore> | undefined): s is DecapStore =>
  Boolean(s?.dispatch && s.getState && s.subscribe);
const isFiber = (v: unknown): v is Fiber => isRecord(v) && 'child' in v && 'sibling' in v;
/** React's root fiber of a container element, under its generated key. */
const rootFiber = (root: HTMLElement | null): Fiber | undefined => {
  const key = root && Object.keys(root).find((k) => k.startsWith('__reactContainer$'));
  const fiber: unknown = key ? Reflect.get(root, key) : undefined;
  return isFiber(fiber) ? fiber : undefined;
};

/** Decap's store, from its root element's React tree (react-redux's Provider holds it); Decap exposes none. */
export function decapStore(): DecapStore | undefined {
  const first = rootFiber(document.getElementById('nc-root'));
  const stack: Fiber[] = first ? [first] : [];
  for (let seen = 0; stack.length && seen < 500; seen++) {
    const fiber = stack.pop();
    const store = fiber?.memoizedProps?.store;
    if (isStore(store)) return store;
    if (fiber?.sibling) stack.push(fiber.sibling);
    if (fiber?.child) stack.push(fiber.child);
  }
  return undefined;
}

/**
 * A part of Decap's state, as it is now. Decap draws a field again only when its own value
 * changes: a field that follows something else (another field, a picture loading) listens to
 * the store. `select` returns a value kept in the state (or a string), so it is the same until it changes.
 */
export function useDecapState<T>(select: (state: DecapState) => T): T {
  // Found once per field: the store is there before any field is drawn.
  const store = React.useMemo(decapStore, []);
  const read = React.useCallback((): T => select(store?.getState() ?? {}), [store, select]);
  const subscribe = React.useCallback((changed: () => void) => store?.subscribe(changed) ?? (() => {}), [store]);
  return React.useSyncExternalStore(subscribe, read);
}

/** The value of the entry's field at `path` (in Portuguese) as it is now, a string or ''. */
export function useEntryValue(...path: string[]): string {
  const key = path.join('\u0000');
  return useDecapState(
    React.useCallback(
      (state: DecapState) => {
        const v = state.entryDraft?.getIn(['entry', 'data', ...key.split('\u0000')]);
        return typeof v === 'string' ? v : '';
      },
      [key],
    ),
  );
}

/**
 * Server side of the island protocol: a host carrying the island's name, its props and its
 * loading strategy, around the island's HTML: its React component rendered with
 * renderToString and its own identifierPrefix, which hydrateRoot takes over in the browser.
 * The page records that it needs this island.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { ISLANDS, IslandName } from '../../islands/registry';
import { ErrorBoundary } from '../../islands/shared/ErrorBoundary';
import { usePage } from '../page-context';

type ComponentProps<N extends IslandName> =
  Awaited<ReturnType<(typeof ISLANDS)[N]>> extends { default: ComponentType<infer P> } ? P : never;

export interface IslandProps<N extends IslandName> {
  name: N;
  component: ComponentType<ComponentProps<N>>;
  props: ComponentProps<N>;
  /** load: at once; idle: when the browser is idle; visible: when scrolled near;
   * interaction: on the visitor's first pointer, touch or focus inside it (a press made
   * meanwhile is replayed once it is ready);
   * scroll: on the page's first scroll (or an interaction inside it), for what only changes as the page moves;
   * event: on the first `event` dispatched on window (held for the island until it runs);
   * query: at once when the address has a query (/blog/busca/?q=...), else as interaction. */
  load: 'load' | 'idle' | 'visible' | 'interaction' | 'scroll' | 'event' | 'query';
  event?: string;
  className?: string;
  /**
   * Props the island reads back from its server HTML in the browser (its module's
   * propsFromMarkup): left out of data-props, so the page does not carry them twice
   * ("labels.title" names a nested one).
   */
  fromMarkup?: readonly string[];
}

/**
 * An island's server HTML is a pure function of its name, props and prefix: rendered once per
 * build (`shared` is the build's store of HTML many pages repeat).
 */
function componentHtml(
  shared: Map<string, string>,
  name: string,
  component: ComponentType<never>,
  props: object,
  prefix: string,
  json: string,
): string {
  const key = `island\0${name}\0${prefix}\0${json}`;
  let html = shared.get(key);
  if (html === undefined) {
    const C = component as unknown as ComponentType<Record<string, unknown>>;
    html = renderToString(
      <ErrorBoundary name={name}>
        <C {...(props as Record<string, unknown>)} />
      </ErrorBoundary>,
      { identifierPrefix: prefix },
    );
    shared.set(key, html);
  }
  return html;
}

/**
 * The props without the named fields; a dotted name ("book.href") leaves out a field of a nested object.
 * Only the objects on a left-out name's path are copied: the rest is shared with `props`,
 * which is only read (JSON.stringify) afterwards.
 */
function withoutKeys(props: object, keys: readonly string[]): object {
  const out: Record<string, unknown> = { ...props };
  for (const key of keys) {
    const path = key.split('.');
    const last = path.pop()!;
    let parent: Record<string, unknown> | undefined = out;
    for (const k of path) {
      const child: unknown = parent[k];
      if (typeof child !== 'object' || child === null || Array.isArray(child)) {
        parent = undefined;
        break;
      }
      // Copied before it is changed, so the caller's object keeps its field.
      const copy: Record<string, unknown> = { ...child };
      parent[k] = copy;
      parent = copy;
    }
    if (parent) delete parent[last];
  }
  return out;
}

export function Island<N extends IslandName>({
  name,
  component,
  load,
  event,
  className,
  props,
  fromMarkup,
}: IslandProps<N>) {
  const { islands, shared } = usePage();
  islands.used.add(name);
  const json = JSON.stringify(props);
  const prefix = islands.nextPrefix();
  const html = componentHtml(shared, name, component as ComponentType<never>, props as object, prefix, json);
  return (
    <div
      className={className ? `island ${className}` : 'island'}
      data-island={name}
      data-load={load}
      data-event={event}
      data-props={fromMarkup ? JSON.stringify(withoutKeys(props as object, fromMarkup)) : json}
      data-prefix={prefix}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

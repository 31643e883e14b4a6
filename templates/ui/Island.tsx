/**
 * Server side of the island protocol: the child is rendered with renderToString and its own
 * identifierPrefix (static markup cannot be hydrated) inside a host carrying the name,
 * props and loading strategy. The page records that it needs this island.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { ISLANDS, IslandName } from '../../islands/registry';
import { ErrorBoundary } from '../../islands/shared/ErrorBoundary';
import { usePage } from '../page-context';

type Loaded<N extends IslandName> = Awaited<ReturnType<(typeof ISLANDS)[N]['load']>>;
/** The props an island's client module takes: its component's, or its mount function's. */
type PropsOf<N extends IslandName> =
  Loaded<N> extends { mount: (host: HTMLElement, props: infer P) => void }
    ? P
    : Loaded<N> extends { default: ComponentType<infer P> }
      ? P
      : never;

export interface IslandProps<N extends IslandName> {
  name: N;
  /** Renders the server HTML; the browser runs the registry's module of the same name. */
  component: ComponentType<PropsOf<N>>;
  props: PropsOf<N>;
  /** load: at once; idle: when the browser is idle; visible: when scrolled near;
   * interaction: on the visitor's first pointer, touch or focus inside it (a press made
   * meanwhile is replayed once it is ready);
   * event: on the first `event` dispatched on window (held for the island until it runs). */
  load: 'load' | 'idle' | 'visible' | 'interaction' | 'event';
  event?: string;
  className?: string;
}

/** An island's server HTML is a pure function of its name, props and prefix: render each once. */
const rendered = new Map<string, string>();

export function Island<N extends IslandName>({ name, component, props, load, event, className }: IslandProps<N>) {
  const { islands } = usePage();
  const prefix = islands.nextPrefix();
  islands.used.add(name);
  const json = JSON.stringify(props);
  const key = `${name}\0${prefix}\0${json}`;
  let html = rendered.get(key);
  if (html === undefined) {
    const C = component as unknown as ComponentType<Record<string, unknown>>;
    html = renderToString(
      <ErrorBoundary name={name}>
        <C {...(props as unknown as Record<string, unknown>)} />
      </ErrorBoundary>,
      { identifierPrefix: prefix },
    );
    rendered.set(key, html);
  }
  return (
    <div
      className={className ? `island ${className}` : 'island'}
      data-island={name}
      data-load={load}
      data-event={event}
      data-prefix={prefix}
      data-props={json}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

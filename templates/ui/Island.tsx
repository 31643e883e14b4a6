/**
 * Server side of the island protocol: the child is rendered with renderToString and its own
 * identifierPrefix (static markup cannot be hydrated) inside a host carrying the name,
 * props and loading strategy. The page records that it needs this island.
 */
import type { ComponentProps, ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ISLANDS, type IslandName } from '../../islands/registry';
import { ErrorBoundary } from '../../islands/shared/ErrorBoundary';
import { usePage } from '../page-context';

type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof ISLANDS)[N]>>['default'];

export interface IslandProps<N extends IslandName> {
  name: N;
  component: IslandComponent<N>;
  props: ComponentProps<IslandComponent<N>>;
  /** load: at once; idle: when the browser is idle; visible: when scrolled near;
   * media: while the media query `media` matches (the layout shows it);
   * event: on the first `event` dispatched on window (held for the island until it runs). */
  load: 'load' | 'idle' | 'visible' | 'media' | 'event';
  media?: string;
  event?: string;
  className?: string;
}

/** An island's server HTML is a pure function of its name, props and prefix: render each once. */
const rendered = new Map<string, string>();

export function Island<N extends IslandName>({ name, component, props, load, media, event, className }: IslandProps<N>) {
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
      data-media={media}
      data-event={event}
      data-prefix={prefix}
      data-props={json}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** Loaded with the first island: hydrates a server-rendered host with its own id prefix. */
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ErrorBoundary } from './shared/ErrorBoundary';

export function hydrateIsland(
  host: HTMLElement,
  name: string,
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
): void {
  const fallbackHtml = host.innerHTML;
  hydrateRoot(
    host,
    <ErrorBoundary name={name} fallbackHtml={fallbackHtml}>
      <Component {...props} />
    </ErrorBoundary>,
    {
      identifierPrefix: host.dataset.prefix ?? '',
      onRecoverableError: (error) => console.warn(`[island ${name}] recovered:`, error),
    },
  );
}

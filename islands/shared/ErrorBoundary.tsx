/**
 * Around every island: if it throws, put the server HTML back (readable, just not
 * interactive) and tell the page through an `island:error` event. Never a blank region.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  name: string;
  /** The host's server HTML, restored on failure; empty on the server. */
  fallbackHtml?: string;
  children: ReactNode;
}

export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    if (typeof window !== 'undefined') {
      window.dispatchEvent(new CustomEvent('island:error', { detail: { name: this.props.name, error } }));
      console.error(`[island ${this.props.name}]`, error);
    }
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: this.props.fallbackHtml ?? '' }} />
      );
    }
    return this.props.children;
  }
}

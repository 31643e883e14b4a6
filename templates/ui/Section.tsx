/** A home-page section: anchor, heading, optional subtitle, and the reveal-on-scroll hook. */
import type { ReactNode } from 'react';
import { noDashAtLineStart } from './typography';

export interface SectionProps {
  id?: string;
  title: string;
  subtitle?: string;
  className?: string;
  /** Hero and above-the-fold sections are never hidden waiting for a reveal. */
  reveal?: boolean;
  children: ReactNode;
}

export function Section({ id, title, subtitle, className, reveal = true, children }: SectionProps) {
  const headingId = `${id ?? className ?? 'section'}-title`;
  return (
    <section
      id={id}
      className={`section ${className ?? ''}`.trim()}
      aria-labelledby={headingId}
      {...(reveal ? { 'data-reveal': '' } : {})}
    >
      <div className="container">
        <header className="section-head">
          <h2 id={headingId}>{noDashAtLineStart(title)}</h2>
          {subtitle && <p className="section-subtitle">{subtitle}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}

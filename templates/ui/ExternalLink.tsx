/** A link that leaves the site: always a new tab with rel="noopener noreferrer" and a spoken hint. */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { usePage } from '../page-context';

export function ExternalLink({
  href,
  children,
  ...props
}: { href: string; children: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { t } = usePage();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="visually-hidden"> ({t('a11y.new_tab')})</span>
    </a>
  );
}

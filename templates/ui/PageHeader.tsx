import type { ReactNode } from 'react';
import { Breadcrumbs } from './Breadcrumbs';
import type { Crumb } from '../structured-data';
import { noDashAtLineStart } from './typography';

/** The top of every inner page: breadcrumbs, the one <h1>, a lead and optional extras. */
export function PageHeader({
  crumbs,
  title,
  lead,
  children,
}: {
  crumbs: Crumb[];
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div className="container">
        <Breadcrumbs items={crumbs} />
        <h1>{noDashAtLineStart(title)}</h1>
        {lead && <p className="lead">{lead}</p>}
        {children}
      </div>
    </header>
  );
}

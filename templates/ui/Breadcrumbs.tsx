import { usePage } from '../page-context';
import type { Crumb } from '../structured-data';

/** Visible breadcrumbs; the last item is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = usePage();
  return (
    <nav className="breadcrumbs" aria-label={t('a11y.breadcrumb')}>
      <ol>
        {items.map((c, i) => (
          <li key={c.href}>
            {i === items.length - 1 ? <span aria-current="page">{c.label}</span> : <a href={c.href}>{c.label}</a>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

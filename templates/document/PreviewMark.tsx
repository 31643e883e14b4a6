import { usePage } from '../page-context';

/**
 * The small "Prévia" mark a preview build shows the clinic on every page (launch/launch.ts). For
 * a designer's screenshot, `#sem-previa` at the end of the address hides it (CSS :target, so it
 * works with scripts off): /#sem-previa, /clareamento/#sem-previa.
 */
export function PreviewMark() {
  const { site, t } = usePage();
  if (!site.preview) return null;
  return (
    <>
      <span id="sem-previa" />
      {/* A landmark of its own, so no text of the page lies outside one (axe "region"). */}
      <aside
        className="preview-mark"
        data-slot="preview-mark"
        aria-label={t('preview.mark')}
        title={t('preview.label')}
      >
        {t('preview.mark')}
        <span className="visually-hidden">: {t('preview.label')}</span>
      </aside>
    </>
  );
}

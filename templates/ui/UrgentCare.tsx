/**
 * Hours, a tap-to-call link and what to do outside opening hours: in the footer of every page,
 * and prominently on the recommendation pages (the landing pages may show it too).
 */
import { usePage } from '../page-context';
import { Icon } from '../../islands/shared/Icon';
import { telHref } from '../links';
import { ROUTE_ID } from '../../model/route';

/** The footer's block, which the header's "urgent care" shortcut opens on every page. */
export const URGENT_ANCHOR = 'urgencia';
/** The aftercare page for bleeding, pain or swelling after an extraction or other surgery. */
const AFTER_SURGERY = 'pos-cirurgia';
import { OpeningHours } from './ContactDetails';

export function CallLink({ className }: { className?: string }) {
  const { t, site } = usePage();
  const phone = site.facts.phones.landline;
  return (
    <a className={`call-link ${className ?? ''}`.trim()} href={telHref(phone)}>
      <Icon name="phone" />
      {t('urgent.call')}: <span dir="ltr">{phone}</span>
    </a>
  );
}

/**
 * `id` names the block's heading (two blocks on one page need different ids). In a page it is
 * a region of its own; in the footer (`landmark` false) a plain part of the footer, so a page
 * with both has no two landmarks of the same name.
 */
export function UrgentCare({
  id,
  headingClass,
  landmark = true,
  anchor,
}: {
  id: string;
  headingClass?: string;
  landmark?: boolean;
  /** The id the header's shortcut points at (one block per page carries it). */
  anchor?: string;
}) {
  const { copy, t, pages, route } = usePage();
  const text = copy.site.urgent;
  const Box = landmark ? 'section' : 'div';
  const afterSurgeryId = ROUTE_ID.recommendation(AFTER_SURGERY);
  const afterSurgery =
    route.id !== afterSurgeryId && pages.url(afterSurgeryId, 'pt')
      ? pages.urlOrOriginal(afterSurgeryId, route.lang)
      : undefined;
  return (
    <Box className="urgent-care" {...(anchor ? { id: anchor } : {})} {...(landmark ? { 'aria-labelledby': id } : {})}>
      <h2 id={id} className={headingClass}>
        {t('urgent.title')}
      </h2>
      <p>
        <CallLink className="button button-primary" />
      </p>
      {afterSurgery && (
        <p className="urgent-extraction">
          <a href={afterSurgery}>{t('urgent.after_extraction')}</a>
        </p>
      )}
      <OpeningHours />
      <h3>{t('urgent.after_hours_title')}</h3>
      <p>{text.after_hours}</p>
      <p className="urgent-emergency">
        <strong>{text.emergency}</strong>
      </p>
    </Box>
  );
}

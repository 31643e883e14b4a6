/**
 * Hours, a tap-to-call link and what to do outside opening hours: in the footer of every page,
 * and prominently on the recommendation pages (the landing pages may show it too).
 */
import { usePage } from '../page-context';
import { Icon } from '../../islands/shared/Icon';
import { telHref } from '../links';
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
}: {
  id: string;
  headingClass?: string;
  landmark?: boolean;
}) {
  const { copy, t } = usePage();
  const text = copy.site.urgent;
  const Box = landmark ? 'section' : 'div';
  return (
    <Box className="urgent-care" {...(landmark ? { 'aria-labelledby': id } : {})}>
      <h2 id={id} className={headingClass}>
        {t('urgent.title')}
      </h2>
      <p>
        <CallLink className="button button-primary" />
      </p>
      <OpeningHours />
      <h3>{t('urgent.after_hours_title')}</h3>
      <p>{text.after_hours}</p>
      <p className="urgent-emergency">
        <strong>{text.emergency}</strong>
      </p>
    </Box>
  );
}

/** Address, phones, e-mail and hours from content/site.yaml: shared by the contact section and the footer. */
import { usePage } from '../page-context';
import { Icon } from '../../islands/shared/Icon';
import { telHref } from '../links';

export function fullAddress(a: {
  street: string;
  district: string;
  city: string;
  region: string;
  postal_code: string;
}): string {
  return `${a.street} – ${a.district}, ${a.city} – ${a.region}, ${a.postal_code}`;
}

/** The address as shown: the postal code never split at its hyphen ("05050-" / "090"). */
export function AddressText({ a }: { a: Parameters<typeof fullAddress>[0] }) {
  return (
    <>
      {`${a.street} – ${a.district}, ${a.city} – ${a.region}, `}
      <span className="postal-code">{a.postal_code}</span>
    </>
  );
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = usePage();
  // Hidden until the page's script enables it: copying needs JavaScript.
  return (
    <button type="button" className="copy-button" data-copy={text} data-copied={t('contact.copied')} hidden>
      <Icon name="copy" size={16} />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

export function ContactDetails({ withCopy = false }: { withCopy?: boolean }) {
  const { t, site } = usePage();
  const f = site.facts;
  const address = fullAddress(f.address);
  return (
    <ul className="contact-list">
      <li>
        <Icon name="pin" />
        <div>
          <strong>{t('contact.address_label')}</strong>
          <address>
            <AddressText a={f.address} />
          </address>
        </div>
        {withCopy && <CopyButton text={address} label={t('contact.copy_address')} />}
      </li>
      <li>
        <Icon name="phone" />
        <div>
          <strong>{t('contact.phones_label')}</strong>
          <span>
            {t('contact.landline')}:{' '}
            <a href={telHref(f.phones.landline)} dir="ltr">
              {f.phones.landline}
            </a>
          </span>
          <span>
            {t('contact.mobile')}:{' '}
            <a href={telHref(f.phones.mobile)} dir="ltr">
              {f.phones.mobile}
            </a>
          </span>
        </div>
        {withCopy && <CopyButton text={f.phones.mobile} label={t('contact.copy_phone')} />}
      </li>
      <li>
        <Icon name="mail" />
        <div>
          <strong>{t('contact.email_label')}</strong>
          <a href={`mailto:${f.email}`}>{f.email}</a>
        </div>
      </li>
    </ul>
  );
}

/** Opening hours as the page's language writes them: "9h às 18h", "9:00 bis 18:00 Uhr", "Fechado". */
export function useHoursRange(): (v: { open: string; close: string } | 'closed') => string {
  const { t } = usePage();
  // "09:00" as each language writes a time of day: "9h" in Brazil, "9:00" elsewhere.
  const time = (hhmm: string) => {
    const [hh = '0', minutes = '00'] = hhmm.split(':');
    const hour = String(Number(hh));
    return minutes === '00' ? t('contact.time_full_hour', { hour, minutes }) : t('contact.time', { hour, minutes });
  };
  return (v) =>
    v === 'closed' ? t('contact.closed') : t('contact.hours_range', { open: time(v.open), close: time(v.close) });
}

/**
 * The days each part of the opening hours covers (1 Monday ... 7 Sunday), written as
 * `data-days` so that a script can mark today's (islands/lib/today.ts); without it the week shows.
 */
export const HOURS_DAYS = { weekdays: '1 2 3 4 5', saturday: '6', sunday: '7' } as const;

type HoursRow = { days: string; day: string; times: string };

function useHoursRows(): HoursRow[] {
  const { t, site } = usePage();
  const h = site.facts.hours;
  const range = useHoursRange();
  return (['weekdays', 'saturday', 'sunday'] as const).map((k) => ({
    days: HOURS_DAYS[k],
    day: t(`contact.${k}`),
    times: range(h[k]),
  }));
}

/** The opening hours as each day's label and times ("Segunda a sexta", "9h às 18h"), in the page's language. */
export function useOpeningRows(): [string, string][] {
  return useHoursRows().map((r) => [r.day, r.times]);
}

export function OpeningHours() {
  const { t } = usePage();
  const rows = useHoursRows();
  return (
    <div className="hours">
      <strong>
        <Icon name="clock" /> {t('contact.hours_label')}
      </strong>
      <dl>
        {rows.map(({ days, day, times }) => (
          <div key={day} data-days={days}>
            <dt>{day}</dt>
            <dd>{times}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The home page's first screen, beside the booking button: facts the content holds, so a
 * first-time visitor sees who they would book with: the years, the clinic's registration,
 * the opening hours and the languages the team speaks.
 */
import { usePage } from '../page-context';
import { Icon } from '../../islands/shared/Icon';
import { HOURS_DAYS, useHoursRange } from './ContactDetails';
import { spokenLanguages, teamLanguages } from './spoken-languages';

export function TrustFacts() {
  const { t, site, copy, route } = usePage();
  const range = useHoursRange();
  const years = site.home.stats.find((s) => s.label === 'stat_years');
  const languages = teamLanguages(site.team);
  const { hours } = site.facts;
  return (
    <ul className="trust-facts">
      {years && (
        <li>
          <Icon name="medal" size={18} />
          <span>
            <strong>{years.value}</strong> {copy.home.differentials.stats[years.label]}
          </span>
        </li>
      )}
      <li>
        <Icon name="shield" size={18} />
        <span>
          {t('footer.clinic_registration')}:{' '}
          <bdi className="nowrap" dir="ltr">
            {site.facts.clinic_registration}
          </bdi>
        </span>
      </li>
      <li>
        <Icon name="clock" size={18} />
        <span>
          <span data-days={HOURS_DAYS.weekdays}>
            {t('contact.weekdays')}: {range(hours.weekdays)}
          </span>
          {hours.saturday !== 'closed' && (
            <>
              {' · '}
              <span data-days={HOURS_DAYS.saturday}>
                {t('contact.saturday')}: {range(hours.saturday)}
              </span>
            </>
          )}
        </span>
      </li>
      {languages.length > 0 && (
        <li>
          <Icon name="heart" size={18} />
          <span>{t('trust.languages', { languages: spokenLanguages(languages, route.htmlLang) })}</span>
        </li>
      )}
    </ul>
  );
}

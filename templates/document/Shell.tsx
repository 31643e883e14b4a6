/** Everything around a page's main content: skip link, header, footer, chat, consent banner, toasts. */
import { PreviewMark } from './PreviewMark';
import { usePage, type ShellProps } from '../page-context';
import { Island } from '../ui/Island';
import { SiteHeader } from './SiteHeader';
import { LanguageOffers, languageChoices } from './LanguageOffers';
import { SiteFooter } from './SiteFooter';
import { FloatingChat } from './FloatingChat';
import { FloatingContactBar } from './FloatingContactBar';
import CookieBanner, { BANNER_FROM_MARKUP } from '../../islands/cookie-banner/CookieBanner';
import Toasts from '../../islands/toast/Toasts';
import { TOAST_EVENT } from '../../islands/lib/toast-bus';
import { CONSTANTS } from '../../model/constants';
import { ROUTE_ID } from '../../model/route';

/**
 * The build may give the page a way to splice a shell it rendered once for pages of the same
 * language and kind (pipeline/render/shell.tsx): then only the page's own content is rendered here.
 */
export type { ShellProps };

export function Shell(props: ShellProps) {
  const { shell } = usePage();
  return shell ? shell(props) : <WholeShell {...props} />;
}

/** The shell as it is written, around the page's own content. */
export function WholeShell({
  children,
  headerSolid = false,
  showLanguages = true,
  contactBar = false,
  languages,
}: ShellProps) {
  const { copy, t, site, route, pages } = usePage();
  const measurementId = site.facts.analytics.measurement_id;
  return (
    <>
      <a className="skip-link" href="#main">
        {t('a11y.skip_to_content')}
      </a>
      {showLanguages && <LanguageOffers choices={languageChoices(route, languages)} />}
      <SiteHeader solid={headerSolid} showLanguages={showLanguages} {...(languages ? { languages } : {})} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <FloatingChat />
      <PreviewMark />
      {contactBar && <FloatingContactBar />}
      {/* Nothing optional runs without a measurement ID, so there is nothing to ask (the policy lists what is stored). */}
      {measurementId && (
        <Island
          name="cookie-banner"
          component={CookieBanner}
          load="interaction"
          fromMarkup={BANNER_FROM_MARKUP}
          props={{
            delayMs: CONSTANTS.cookieBannerDelayMs,
            measurementId,
            saved: t('cookies.saved'),
            policyHref: pages.urlOrOriginal(ROUTE_ID.privacy, route.lang),
            labels: {
              title: t('cookies.title'),
              text: copy.site.cookies.analytics,
              accept: t('cookies.accept'),
              refuse: t('cookies.refuse'),
              policy: t('cookies.policy_link'),
            },
          }}
        />
      )}
      <Island
        name="toasts"
        component={Toasts}
        load="event"
        event={TOAST_EVENT}
        props={{
          durationMs: CONSTANTS.toastDurationMs,
          swipeThreshold: CONSTANTS.toastSwipeThresholdPx,
          labels: { region: t('toast.region_label'), close: t('toast.close') },
        }}
      />
    </>
  );
}

// The lean entry of the share pages `/m/{id}` and `/t/{id}` (issue 6 items 6 and 9: under
// 80 KB of JavaScript gzipped). The server answers `share.html` for both; this root renders
// the same MoteSharePage / TotePage as the app's routes, without the router, the identity store, the app frame and
// their weight. What it keeps of them: the §7 locale choice and Fluent texts, the client's
// identity headers, and §2's signed-in survey redirect (to the full app's survey page).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  chooseInterfaceLocale,
  createStorageWrapper,
  matchInterfaceLocale,
  MoteIdSchema,
  UX_LOCALE_STORAGE_KEY,
  type IdentityStatus,
  type OnboardingGoals,
} from '@motes/shared';
import { createIdentityHeaderSources, STATUS_PATH } from '@motes/identity';
import { LocalizationProvider } from '@motes/ui';
import '@motes/ui/styles.css';
import './styles/global.css';
import { ApiClientProvider } from './api/ApiClientContext';
import { createWebApiClient } from './api/webApiClient';
import { fetchLocaleSource, loadTranslator } from './i18n/loadTranslator';
import { LeanShareNotFound } from './features/share/LeanShareNotFound';
import { MoteSharePage } from './features/share/MoteSharePage';
import { TotePage } from './features/totes/TotePage';
import { surveyBeforeShareLink } from './features/share-landing/surveyFirst';

/** What the share page needs of a signed-in visitor's identity status. */
interface SignedInFacts {
  goals: OnboardingGoals | undefined;
  isMinor: boolean;
  recommendedUXLocale: string | undefined;
}

/**
 * The few status fields the share page uses, read by hand: parsing the whole
 * IdentityStatusSchema would add ~10 KB gzipped to a page with an 80 KB budget. Anything
 * missing reads as its safe default (no survey, treated as a minor when unsure).
 */
function signedInFacts(data: unknown): SignedInFacts | undefined {
  const status = data as Partial<IdentityStatus> | null;
  if (status?.auth?.isLoggedIn !== true) return undefined;
  const isMinor = status.identity?.isMinor;
  const locale = status.device?.recommendedUXLocale;
  return {
    goals: typeof status.goals === 'object' && status.goals !== null ? status.goals : undefined,
    isMinor: isMinor !== false,
    recommendedUXLocale: typeof locale === 'string' ? locale : undefined,
  };
}

/** The identity facts of a signed-in visitor; undefined when anonymous or unknown. */
async function signedInStatus(
  client: ReturnType<typeof createWebApiClient>,
  hasToken: boolean,
): Promise<SignedInFacts | undefined> {
  if (!hasToken) return undefined;
  try {
    const response = await client.post(STATUS_PATH);
    return signedInFacts(response.data);
  } catch {
    // The page is public: a status that cannot be had leaves the visitor anonymous here.
    return undefined;
  }
}

/**
 * The pages render their title as a `<title>` element. React 19 moves it into <head>; Preact,
 * which this entry runs on (vite.share.config.ts), leaves it where it is, so the tab's title
 * is copied from it whenever it changes.
 */
function followPageTitle(container: HTMLElement) {
  new MutationObserver(() => {
    const title = container.querySelector('title')?.textContent;
    if (title && document.title !== title) document.title = title;
  }).observe(container, { childList: true, subtree: true, characterData: true });
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('share.html must contain <div id="root">');
  const storage = createStorageWrapper();
  const headers = createIdentityHeaderSources(storage);
  const client = createWebApiClient({ headerSources: headers });
  const status = await signedInStatus(client, Boolean(await headers.getAccessToken()));

  const survey = status ? surveyBeforeShareLink(status.goals, window.location) : undefined;
  if (survey) {
    window.location.replace(survey);
    return;
  }

  const locale = chooseInterfaceLocale({
    deviceRecommended: status?.recommendedUXLocale,
    stored: matchInterfaceLocale(storage.get(UX_LOCALE_STORAGE_KEY) as string | undefined),
    given: navigator.language,
  });
  const translator = await loadTranslator(locale, fetchLocaleSource);
  document.documentElement.lang = translator.locale;
  document.documentElement.dir = translator.direction;

  const { pathname } = window.location;
  const [, letter = '', encodedId = ''] = /^\/([mt])\/([^/]+)\/?$/.exec(pathname) ?? [];
  const id = safeDecode(encodedId);
  const kind = letter === 't' ? 'tote' : 'mote';
  const notFound = <LeanShareNotFound pathname={pathname} kind={kind} />;
  const isMinor = status?.isMinor ?? false;
  let page = notFound;
  if (MoteIdSchema.safeParse(id).success) {
    page =
      kind === 'tote' ? (
        <TotePage toteId={id} isMinor={isMinor} notFound={notFound} />
      ) : (
        <MoteSharePage moteId={id} isMinor={isMinor} notFound={notFound} />
      );
  }
  followPageTitle(container);
  createRoot(container).render(
    <StrictMode>
      <ApiClientProvider client={client}>
        <LocalizationProvider translator={translator}>
          <main className="share-main">{page}</main>
        </LocalizationProvider>
      </ApiClientProvider>
    </StrictMode>,
  );
}

function safeDecode(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return '';
  }
}

void start();

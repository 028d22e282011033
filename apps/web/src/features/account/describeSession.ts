import type { SessionSummary } from '@motes/shared';
import type { Translate } from '../signed-in/apiProblem';

// A readable name for a signed-in device. The user agent is only a hint (browsers lie about
// themselves for compatibility), so the order of checks matters: Edge and Opera also say
// "Chrome", and Chrome also says "Safari".
const BROWSERS: Array<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/CrOS/, 'ChromeOS'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

function firstMatch(table: Array<[RegExp, string]>, text: string): string | undefined {
  return table.find(([pattern]) => pattern.test(text))?.[1];
}

/** "Chrome on Windows", "Motes extension (Chrome on Linux)", or "Unknown browser". */
export function deviceName(
  t: Translate,
  session: Pick<SessionSummary, 'userAgent' | 'clientType'>,
): string {
  const agent = session.userAgent ?? '';
  const browser = firstMatch(BROWSERS, agent);
  const system = firstMatch(SYSTEMS, agent);
  const base =
    browser && system
      ? t('account-device', { browser, system })
      : (browser ?? system ?? t('account-device-unknown'));
  return session.clientType === 'extension'
    ? t('account-device-extension', { device: base })
    : base;
}

/** "Signed in with an email link". */
export function signInMethodText(t: Translate, method: SessionSummary['method']): string {
  switch (method) {
    case 'otl':
      return t('account-session-method-otl');
    case 'oidc':
      return t('account-session-method-oidc');
    case 'one-tap':
      return t('account-session-method-one-tap');
  }
}

/** A date and time in the format of `locale` (the interface's language). */
export function formatWhen(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

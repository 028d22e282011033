import type { SessionSummary } from '@motes/shared';

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

/** "Chrome on Windows", "Motes extension", or "Unknown browser". */
export function deviceName(session: Pick<SessionSummary, 'userAgent' | 'clientType'>): string {
  const agent = session.userAgent ?? '';
  const browser = firstMatch(BROWSERS, agent);
  const system = firstMatch(SYSTEMS, agent);
  const base =
    browser && system ? `${browser} on ${system}` : (browser ?? system ?? 'Unknown browser');
  return session.clientType === 'extension' ? `Motes extension (${base})` : base;
}

const METHOD_NAMES: Record<SessionSummary['method'], string> = {
  otl: 'an email link',
  oidc: 'a single sign-on account',
  'one-tap': 'Google one-tap',
};

/** "Signed in with an email link". */
export function signInMethodText(method: SessionSummary['method']): string {
  return `Signed in with ${METHOD_NAMES[method]}`;
}

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A date and time in the reader's own format. */
export function formatWhen(iso: string): string {
  return DATE_FORMAT.format(new Date(iso));
}

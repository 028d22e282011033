// The zod schema of a highlight's page URL, apart from pageUrl.ts (which must import nothing).
import * as z from 'zod/mini';
import { PAGE_URL_MAX_LENGTH, normalizePageUrl } from './pageUrl';

/** A page URL as highlights store it: http(s), no fragment ({@link normalizePageUrl}). */
export const PageUrlSchema = z.pipe(
  z.string().check(z.maxLength(PAGE_URL_MAX_LENGTH)),
  z.transform((url, context) => {
    const normalized = normalizePageUrl(url);
    if (normalized === null) {
      context.issues.push({ code: 'custom', message: 'Expected an http(s) URL', input: url });
      return z.NEVER;
    }
    return normalized;
  }),
);

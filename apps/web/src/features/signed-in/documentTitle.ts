import { BRAND_NAME } from '@motes/ui';

/** A page's browser-tab title, "{page} – Motes", as the marketing pages write it too. */
export function documentTitle(page: string): string {
  return `${page} – ${BRAND_NAME}`;
}

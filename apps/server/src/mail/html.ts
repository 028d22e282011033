/**
 * Escapes text for HTML element content and quoted attribute values. Everything that goes into
 * a mail body or the outbox page passes through here: an address, a subject or a link can
 * hold markup someone typed.
 */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

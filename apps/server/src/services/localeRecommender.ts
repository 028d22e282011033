import { DEFAULT_LOCALE, matchInterfaceLocale, type UxLocale } from '@motes/shared';

/**
 * The language tags of an Accept-Language header, most preferred first (RFC 9110 q-values),
 * normalised to `ll-RR` casing. Wildcards and malformed entries are skipped.
 */
export function acceptedLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  const entries: Array<{ tag: string; quality: number; order: number }> = [];
  header
    .split(',')
    .slice(0, 20)
    .forEach((part, order) => {
      const [rawTag = '', ...params] = part.trim().split(';');
      const match = /^([A-Za-z]{2,3})(?:-([A-Za-z0-9]{2,8}))?$/.exec(rawTag.trim());
      if (!match) return;
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = qParam ? Number(qParam.slice(2)) : 1;
      if (!Number.isFinite(quality) || quality <= 0) return;
      const language = match[1]!.toLowerCase();
      const region = match[2];
      const tag = region
        ? `${language}-${region.length === 2 ? region.toUpperCase() : region}`
        : language;
      entries.push({ tag, quality, order });
    });
  entries.sort((a, b) => b.quality - a.quality || a.order - b.order);
  return [...new Set(entries.map((entry) => entry.tag))];
}

/**
 * §9: the interface locale serving the first accepted language it is localised in (`fr-CA`
 * → `fr`), else the default locale.
 */
export function recommendUxLocale(tags: readonly string[]): UxLocale {
  for (const tag of tags) {
    const match = matchInterfaceLocale(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

/**
 * Transcription needs a regional variant (`fr-FR`, not `fr`): the first accepted tag with a
 * region, else the default locale. Whether the engine supports it is the language registry's
 * question; the client lets the user change it.
 */
export function recommendTranscriptionLocale(tags: readonly string[]): string {
  return tags.find((tag) => tag.includes('-')) ?? DEFAULT_LOCALE;
}

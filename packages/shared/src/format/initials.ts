// §5 "Initials are the first letters of the first and last words of a name."

/**
 * Initials of a name (§5): the first letter of the first word and of the last word,
 * upper-cased. `'Ada Lovelace'` → `'AL'`, `'Ada King Lovelace'` → `'AL'`, a single word
 * gives one letter (`'Ada'` → `'A'`), and an empty or blank name gives `''`.
 * Letters are taken by code point, so `'Émile Zoë'` → `'ÉZ'` and astral characters stay whole.
 */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .map((word) => (word === undefined ? '' : (Array.from(word)[0] ?? '')))
    .join('')
    .toUpperCase();
}

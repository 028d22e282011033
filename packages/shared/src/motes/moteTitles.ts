// Issue 6: the title a mote gets when its owner gave none. A recording or an upload is named by
// the first words of its transcript once that is done (the transcript job sets it, never over
// a title the owner typed); a mote made from text by the first words of its text. Until then,
// and for motes that get no transcript (§6 minors, opted out, anonymous), pages show "Recording,
// {date and time}" in the viewer's locale — a display only, never stored.

/** Characters of a title made from words, at most (the ellipsis included). */
export const MOTE_AUTO_TITLE_MAX_LENGTH = 60;

/**
 * A title from the first words of `text`: whitespace flattened, cut at a word boundary to at
 * most {@link MOTE_AUTO_TITLE_MAX_LENGTH} characters with an ellipsis when anything was cut;
 * '' for text with no words. A single word longer than the limit is cut inside the word.
 */
export function moteTitleFromText(text: string): string {
  const flat = text.trim().replace(/\s+/g, ' ');
  if (flat.length <= MOTE_AUTO_TITLE_MAX_LENGTH) return flat;
  const room = flat.slice(0, MOTE_AUTO_TITLE_MAX_LENGTH); // one character more than is kept
  const lastSpace = room.lastIndexOf(' ');
  const kept = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, -1);
  return `${kept.replace(/[\s,;:.!?–—-]+$/u, '')}…`;
}

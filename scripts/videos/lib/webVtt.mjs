// WebVTT captions (https://www.w3.org/TR/webvtt1/): a header, then numbered cues with timings.

/** `hh:mm:ss.ttt` */
export function formatTimestamp(seconds) {
  const ms = Math.round(seconds * 1000);
  const pad = (value, width = 2) => String(value).padStart(width, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** Cue text may not hold a blank line or `-->`; `&` and `<` are escaped. */
function cueText(text) {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('-->', '→')
    .replace(/\n\s*\n/g, '\n')
    .trim();
}

/** @param {{ start: number, end: number, text: string }[]} cues in order, not overlapping */
export function formatVtt(cues) {
  const blocks = cues.map(
    (cue, index) =>
      `${index + 1}\n${formatTimestamp(cue.start)} --> ${formatTimestamp(cue.end)}\n${cueText(cue.text)}`,
  );
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

// Issue 6 item 4: what the file picker offers. The server decides from the bytes (never the
// name or the declared type) and refuses anything else with its own message, so this list
// only helps the picker: MP3, M4A/AAC, WAV, Ogg/Opus, WebM and FLAC.

/** The picker's `accept`: the accepted formats by type and by extension. */
export const UPLOAD_ACCEPT = [
  'audio/mpeg',
  'audio/mp4',
  'audio/aac',
  'audio/wav',
  'audio/ogg',
  'audio/webm',
  'audio/flac',
  '.mp3',
  '.m4a',
  '.aac',
  '.wav',
  '.ogg',
  '.opus',
  '.webm',
  '.flac',
].join(',');

/**
 * The title an upload gets when the user typed none: its file name (issue 6: "an upload its
 * file name"), cut to the server's title limit.
 */
export function uploadTitle(typedTitle: string, fileName: string, maxLength: number): string {
  const typed = typedTitle.trim();
  return (typed || fileName.trim()).slice(0, maxLength);
}

// Issue 6 item 1: "Audio is recorded as Opus (WebM in Chromium, MP4 where that is what the
// browser offers)". Ogg is not offered by Chromium's MediaRecorder (recipes/browser.md).

/** The types asked for, best first: Opus in WebM, then MP4 (Opus or AAC, the browser's pick). */
export const PREFERRED_RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/mp4'] as const;

/**
 * The first preferred type the browser can record, or undefined to let the browser choose
 * its default (then the recorder's own `mimeType` says what it made).
 */
export function pickRecordingMimeType(
  isTypeSupported: ((type: string) => boolean) | undefined,
): string | undefined {
  if (!isTypeSupported) return undefined;
  return PREFERRED_RECORDING_TYPES.find((type) => {
    try {
      return isTypeSupported(type);
    } catch {
      return false;
    }
  });
}

/** A file name extension for a recorded type (the server decides the type from the bytes). */
export function recordingFileExtension(mimeType: string): string {
  const base = mimeType.split(';')[0]!.trim().toLowerCase();
  if (base === 'audio/webm' || base === 'video/webm') return 'webm';
  if (base === 'audio/mp4' || base === 'video/mp4') return 'm4a';
  if (base === 'audio/ogg') return 'ogg';
  if (base === 'audio/wav' || base === 'audio/wave') return 'wav';
  return 'audio';
}

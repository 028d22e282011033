import { recordingFileExtension } from './recordingFormat';

/**
 * Saves a recording as a file through the browser's download, so a user whose upload the
 * server refused (or who cannot get online) still has what they recorded.
 */
export function saveRecordingFile(audio: Blob, recordedAt: Date = new Date()): void {
  const url = URL.createObjectURL(audio);
  const link = document.createElement('a');
  link.href = url;
  link.download = `motes-recording-${recordedAt.toISOString().slice(0, 10)}.${recordingFileExtension(audio.type)}`;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the download a moment to start before the address is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

// Issue 6 item 2 "Nothing lost": audio reaches the server through a resumable upload, the tus
// 1.0.0 protocol (core + creation + termination extensions) under `f/uploads`. The client
// creates an upload, sends the bytes in PATCHes, asks `HEAD` where to resume after a failure,
// then creates the mote from the finished upload (`POST m/motes`, see motes.ts).
import { API_ROUTES } from '../api/apiRoutes';
import { RECORDING_MAX_SECONDS_LIMITED, RECORDING_MAX_SECONDS_STANDARD } from './recordingLimits';

/** The API path of the uploads collection (relative to `/api/`). */
export const UPLOADS_PATH = API_ROUTES.uploads.create.path;

/** tus: the one protocol version the server speaks (`Tus-Resumable`, `Tus-Version`). */
export const TUS_VERSION = '1.0.0';
/** tus: the extensions the server implements (`Tus-Extension`). */
export const TUS_EXTENSIONS = ['creation', 'termination'] as const;
/** tus: the content type of a PATCH body. */
export const TUS_PATCH_CONTENT_TYPE = 'application/offset+octet-stream';

/** tus header names, as the server reads and writes them (lower case on the wire in Node). */
export const TUS_HEADERS = {
  resumable: 'Tus-Resumable',
  version: 'Tus-Version',
  extension: 'Tus-Extension',
  maxSize: 'Tus-Max-Size',
  uploadOffset: 'Upload-Offset',
  uploadLength: 'Upload-Length',
  uploadMetadata: 'Upload-Metadata',
} as const;

/**
 * The largest upload, in bytes, for someone held to the 60-second limit of §9: a minute of
 * uncompressed 48 kHz 16-bit stereo WAV (11.5 MB) fits with room to spare.
 */
export const UPLOAD_MAX_BYTES_LIMITED = 16 * 1024 * 1024;
/** The largest upload for everyone else (§9, 5 minutes): 5 minutes of 48 kHz stereo WAV fits. */
export const UPLOAD_MAX_BYTES_STANDARD = 64 * 1024 * 1024;

/**
 * The largest upload in bytes for a caller whose §9 recording limit is `maxSeconds`
 * (see {@link maxRecordingSeconds}).
 */
export function maxUploadBytes(maxSeconds: number): number {
  return maxSeconds <= RECORDING_MAX_SECONDS_LIMITED
    ? UPLOAD_MAX_BYTES_LIMITED
    : UPLOAD_MAX_BYTES_STANDARD;
}

/**
 * Seconds of grace over the §9 limit when a finished recording or file is checked: encoders pad
 * a few frames, and a recorder that stops "at 60 s" hands over 60.3 s.
 */
export const RECORDING_DURATION_TOLERANCE_SECONDS = 2;

/** The longest any mote may be, tolerance included (the server's upper bound for every plan). */
export const MOTE_MAX_DURATION_SECONDS =
  RECORDING_MAX_SECONDS_STANDARD + RECORDING_DURATION_TOLERANCE_SECONDS;

/** An unfinished upload untouched for this long is removed by the daily sweep. */
export const UPLOAD_STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** A finished upload not turned into a mote within this long is removed by the daily sweep. */
export const FINISHED_UPLOAD_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** Uploads one caller (user or device, and separately one IP address) may create per window. */
export const UPLOAD_RATE_LIMIT = { limit: 30, windowMs: 10 * 60 * 1000 } as const;

/**
 * The audio formats a mote may be made of, recognised from the bytes (never the name or the
 * declared type). The value is the content type the audio is served with.
 */
export const MOTE_AUDIO_FORMATS = {
  mp3: 'audio/mpeg',
  mp4: 'audio/mp4',
  aac: 'audio/aac',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  webm: 'audio/webm',
  flac: 'audio/flac',
} as const;
export type MoteAudioFormat = keyof typeof MOTE_AUDIO_FORMATS;
export type MoteAudioContentType = (typeof MOTE_AUDIO_FORMATS)[MoteAudioFormat];

/**
 * Builds a tus `Upload-Metadata` value: comma-separated `key base64(value)` pairs. The server
 * reads `filetype` (what the client believes the type is; the bytes decide) and `filename`.
 */
export function encodeUploadMetadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${base64OfUtf8(value)}`)
    .join(',');
}

/** Reads a tus `Upload-Metadata` value; undefined when it is malformed. */
export function decodeUploadMetadata(
  header: string | undefined,
): Record<string, string> | undefined {
  const values: Record<string, string> = {};
  if (header === undefined || header.trim() === '') return values;
  for (const pair of header.split(',')) {
    const [key, encoded, ...rest] = pair.trim().split(' ');
    if (!key || rest.length > 0 || !/^[\x21-\x2b\x2d-\x7e]+$/.test(key)) return undefined;
    if (encoded === undefined) {
      values[key] = '';
      continue;
    }
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded)) return undefined;
    try {
      values[key] = utf8OfBase64(encoded);
    } catch {
      return undefined;
    }
  }
  return values;
}

function base64OfUtf8(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function utf8OfBase64(encoded: string): string {
  const binary = atob(encoded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

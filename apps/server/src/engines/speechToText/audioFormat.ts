/** The container formats the product records or accepts as uploads. */
export type AudioFormat = 'wav' | 'webm' | 'ogg' | 'mp3' | 'm4a' | 'flac';

/**
 * Recognises a recording's container from its first bytes, falling back to its content type.
 * The bytes win: a browser may label an upload `application/octet-stream`, or WebM `video/webm`.
 * Returns undefined when neither says anything known.
 */
export function audioFormatOf(audio: Buffer, contentType?: string): AudioFormat | undefined {
  return formatFromBytes(audio) ?? formatFromContentType(contentType);
}

/** A human name for messages: `WebM`, `MP3`. */
export function audioFormatName(format: AudioFormat | undefined): string {
  if (!format) return 'this format';
  return { wav: 'WAV', webm: 'WebM', ogg: 'Ogg', mp3: 'MP3', m4a: 'M4A', flac: 'FLAC' }[format];
}

function formatFromBytes(audio: Buffer): AudioFormat | undefined {
  if (audio.length < 12) return undefined;
  const ascii = (start: number, end: number) => audio.toString('latin1', start, end);
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (audio.readUInt32BE(0) === 0x1a45dfa3) return 'webm'; // EBML (Matroska/WebM)
  if (ascii(0, 4) === 'OggS') return 'ogg';
  if (ascii(0, 4) === 'fLaC') return 'flac';
  if (ascii(4, 8) === 'ftyp') return 'm4a';
  if (ascii(0, 3) === 'ID3') return 'mp3';
  // An MPEG audio frame sync without an ID3 tag (11 set bits, layer III).
  if (audio[0] === 0xff && ((audio[1] ?? 0) & 0xe6) === 0xe2) return 'mp3';
  return undefined;
}

function formatFromContentType(contentType: string | undefined): AudioFormat | undefined {
  const mediaType = contentType?.split(';')[0]!.trim().toLowerCase();
  switch (mediaType) {
    case 'audio/wav':
    case 'audio/x-wav':
    case 'audio/wave':
    case 'audio/vnd.wave':
      return 'wav';
    case 'audio/webm':
    case 'video/webm':
      return 'webm';
    case 'audio/ogg':
    case 'audio/opus':
      return 'ogg';
    case 'audio/mpeg':
    case 'audio/mp3':
      return 'mp3';
    case 'audio/mp4':
    case 'audio/m4a':
    case 'audio/x-m4a':
      return 'm4a';
    case 'audio/flac':
    case 'audio/x-flac':
      return 'flac';
    default:
      return undefined;
  }
}

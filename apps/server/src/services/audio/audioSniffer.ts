import { MOTE_AUDIO_FORMATS, type MoteAudioFormat } from '@motes/shared';

/** What the first bytes of a file say it is, and which decoder of `audio-decode` reads it. */
export interface SniffedAudio {
  format: MoteAudioFormat;
  /** The content type the audio is served with. */
  contentType: string;
  /** The `audio-decode` format name (`opus` is Ogg Opus, `oga` Ogg Vorbis). */
  decoder: string;
}

/** Bytes enough to recognise every accepted format (an Ogg page's first packet included). */
export const SNIFF_BYTES = 64;

/**
 * Recognises an accepted audio format from a file's first bytes — never from its name or the
 * type a client declared (issue 6 item 4): MP3 (ID3 tag or MPEG audio frame sync), AAC (ADTS
 * frame sync), M4A (ISO `ftyp` box), WAV (RIFF/WAVE), Ogg (`OggS` with an Opus, Vorbis or FLAC
 * stream), WebM (EBML header) and FLAC (`fLaC`). Undefined for anything else, a text file
 * named `.mp3` included.
 */
export function sniffAudio(head: Uint8Array): SniffedAudio | undefined {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  if (bytes.length < 4) return undefined;
  const ascii = (start: number, end: number) => bytes.toString('latin1', start, end);
  const of = (format: MoteAudioFormat, decoder: string): SniffedAudio => ({
    format,
    contentType: MOTE_AUDIO_FORMATS[format],
    decoder,
  });
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return of('wav', 'wav');
  if (bytes.readUInt32BE(0) === 0x1a45dfa3) return of('webm', 'webm');
  if (ascii(0, 4) === 'fLaC') return of('flac', 'flac');
  if (ascii(4, 8) === 'ftyp') return of('mp4', 'm4a');
  if (ascii(0, 4) === 'OggS') {
    // The first page holds the stream's identification header.
    const page = ascii(0, Math.min(bytes.length, SNIFF_BYTES));
    if (page.includes('OpusHead')) return of('ogg', 'opus');
    if (page.includes('\x01vorbis')) return of('ogg', 'oga');
    if (page.includes('\x7fFLAC')) return of('ogg', 'flac');
    return undefined;
  }
  if (ascii(0, 3) === 'ID3') return of('mp3', 'mp3');
  if (bytes[0] === 0xff) {
    const second = bytes[1] ?? 0;
    // ADTS AAC: 12 sync bits, layer 00.
    if ((second & 0xf6) === 0xf0) return of('aac', 'aac');
    // MPEG audio: 11 sync bits, a version other than "reserved" and a layer other than 00.
    if ((second & 0xe0) === 0xe0 && (second & 0x18) !== 0x08 && (second & 0x06) !== 0) {
      return of('mp3', 'mp3');
    }
  }
  return undefined;
}

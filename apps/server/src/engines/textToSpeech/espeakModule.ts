/** An espeak-ng event; positions are 1-based code-point indices into the text spoken. */
export interface EspeakEvent {
  type: 'word' | 'sentence' | 'end' | 'phoneme' | 'mark' | 'play' | 'msg_terminated' | 'samplerate';
  text_position: number;
  word_length: number;
  /** Milliseconds from the start of this synthesis. */
  audio_position: number;
  /** The phoneme's name for `phoneme` events (blank for a pause), a number for words. */
  id: string | number | undefined;
}

export interface EspeakVoiceInfo {
  name: string;
  identifier: string;
  languages: { priority: number; name: string }[];
}

/** The worker object of `@echogarden/espeak-ng-emscripten` (the parts we use). */
export interface EspeakWorker {
  /** 0 on success. */
  set_voice(name: string): number;
  /** Words per minute; espeak's normal is 175. */
  set_rate(wordsPerMinute: number): void;
  get_samplerate(): number;
  list_voices(): EspeakVoiceInfo[];
  /** Calls back with 16-bit mono chunks and their events; returning true stops synthesis. */
  synthesize(text: string, onChunk: (samples: Int16Array, events: EspeakEvent[]) => boolean): void;
}

interface EspeakPackage {
  default: () => Promise<{ eSpeakNGWorker: new () => EspeakWorker }>;
}

/**
 * The package ships no types, so it is imported by a name in a variable (typed by the
 * interfaces above) rather than a literal the compiler would look up. It stays an ordinary
 * dependency of @motes/server, loaded from node_modules (the server bundle keeps it external).
 */
const ESPEAK_PACKAGE = '@echogarden/espeak-ng-emscripten';

let worker: Promise<EspeakWorker> | undefined;

/**
 * The one espeak-ng worker of this process. The module (24 MB of voice data, ~140 ms) loads on
 * first use and stays: creating it per call is what makes other espeak packages slow.
 */
export function espeakWorker(): Promise<EspeakWorker> {
  worker ??= (import(ESPEAK_PACKAGE) as Promise<EspeakPackage>)
    .then((espeak) => espeak.default())
    .then((espeak) => new espeak.eSpeakNGWorker());
  return worker;
}

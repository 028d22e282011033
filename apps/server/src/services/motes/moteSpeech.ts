// Audio from text for a generated mote (issue 6 item 3): the text-to-speech pipeline, apart
// from the mote's bookkeeping in moteCreator.ts.
import {
  ENGINE_UNAVAILABLE_ERROR,
  MOTE_SPEECH_UNAVAILABLE_ERROR,
  UNKNOWN_VOICE_ERROR,
  type MoteWord,
} from '@motes/shared';
import { TextToSpeechError, type TextToSpeechEngine } from '../../engines/textToSpeech/index.js';
import { InvalidInputError, UnavailableError } from '../../domain/errors.js';
import { joinMp3Segments } from '../audio/audioAnalyser.js';
import { requireEngineSupport, textToSpeechSupport } from '../../engines/engineSupport.js';
import { chooseVoice } from '../../engines/textToSpeech/voiceChoice.js';

export interface MoteSpeechRequest {
  text: string;
  /** The mote's language (a catalogue code); the engine may speak it as another tag. */
  language: string;
  /** Asked for; else the saved voice when the engine has it; else the engine's first. */
  voice?: string;
  speed?: number;
}

/** The speaker's saved choices (§3 settings `voiceMappings`, `voiceSpeed`). */
export interface SavedSpeechChoices {
  voice?: string;
  speed?: number;
}

export interface MoteSpeech {
  /** One MP3 of the whole text. */
  mp3: Buffer;
  durationMs: number;
  /** Each word's place in the text and time in {@link mp3}. */
  words: MoteWord[];
}

/**
 * The text spoken sentence by sentence by the engine, the sentences joined into one MP3, and
 * each sentence's word timings moved by where the sentence starts.
 * @throws UnavailableError when the server has no speech, UnprocessableError when the language
 *   has none, InvalidInputError for a voice the language lacks.
 */
export async function speakMoteText(
  engine: TextToSpeechEngine,
  request: MoteSpeechRequest,
  saved: SavedSpeechChoices,
): Promise<MoteSpeech> {
  const { support, speaking: language } = textToSpeechSupport(engine, request.language);
  requireEngineSupport(support, {
    notInstalled: 'Speech is not available on this server.',
    code: MOTE_SPEECH_UNAVAILABLE_ERROR,
    unsupported: `Audio cannot be made from text in ${request.language}.`,
    details: (reason) => ({ language: request.language, reason }),
  });
  const { voice, speed } = chooseVoice(engine, language, request, saved, request.language);
  const segments = [];
  try {
    for await (const segment of engine.synthesize({ text: request.text, language, voice, speed })) {
      segments.push(segment);
    }
  } catch (error) {
    if (error instanceof TextToSpeechError && error.reason === 'unknown_voice') {
      throw new InvalidInputError(UNKNOWN_VOICE_ERROR, error.message);
    }
    throw new UnavailableError(ENGINE_UNAVAILABLE_ERROR, 'Speech could not be made just now.');
  }
  const joined = await joinMp3Segments(segments.map((segment) => segment.audio));
  const words: MoteWord[] = segments.flatMap((segment, index) =>
    (segment.words ?? []).map((word) => ({
      start: word.start,
      end: word.end,
      startMs: Math.round(word.startMs + joined.segmentStartsMs[index]!),
      endMs: Math.round(word.endMs + joined.segmentStartsMs[index]!),
    })),
  );
  return { mp3: joined.mp3, durationMs: joined.durationMs, words };
}

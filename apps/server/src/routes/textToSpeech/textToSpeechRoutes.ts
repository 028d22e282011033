import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import {
  API_ROUTES,
  ENGINE_UNAVAILABLE_ERROR,
  INPUT_TOO_LARGE_ERROR,
  TEXT_TO_SPEECH_MAX_TEXT_LENGTH,
  TEXT_TO_SPEECH_RATE_LIMIT,
  TEXT_TO_SPEECH_STREAM_CONTENT_TYPE,
  TextToSpeechRequestSchema,
  TextToSpeechVoicesQuerySchema,
  UNKNOWN_VOICE_ERROR,
  type SpeechDoneLine,
  type SpeechErrorLine,
  type SpeechSegmentLine,
  type TextToSpeechVoicesResponse,
} from '@motes/shared';
import { publicAccess } from '../../authorisation/routeAccess.js';
import type { RequestAuth } from '../../auth/requestAuth.js';
import type { EngineRateLimiter, EngineRateRule } from '../../engines/engineRateLimit.js';
import { requireEngineSupport, textToSpeechSupport } from '../../engines/engineSupport.js';
import { chooseVoice } from '../../engines/textToSpeech/voiceChoice.js';
import {
  TextToSpeechError,
  type SpeechSegment,
  type TextToSpeechEngine,
} from '../../engines/textToSpeech/index.js';
import { InvalidInputError, TooLargeError, UnavailableError } from '../../domain/errors.js';
import { parseRequest } from '../../http/validation.js';
import { readStoredSettings } from '../../services/userSettings.js';
import { namespacePath } from '../../http/apiRoutePaths.js';

export interface TextToSpeechDeps {
  engine: TextToSpeechEngine;
  limiter: EngineRateLimiter;
}

const SYNTHESIS_RULE: EngineRateRule = { name: 'textToSpeech', ...TEXT_TO_SPEECH_RATE_LIMIT };
const UNAVAILABLE_MESSAGE = 'Reading aloud is not available just now. Please try again.';

/**
 * `t/` namespace, issue 5 item 3 (text to speech):
 * - `GET t/voices?language=`: the voices of a language, its default first;
 * - `POST t/tts`: reads a text aloud as an NDJSON stream, one line per sentence as soon as it
 *   is spoken (audio and word timings), then `{ done: true, … }`. Voice and speed default to the
 *   signed-in user's §3 voiceMappings and voiceSpeed, else the language's voice at speed 1.
 */
export function textToSpeechRoutes(deps: TextToSpeechDeps): FastifyPluginAsync {
  const { engine, limiter } = deps;
  return async (app) => {
    const open = publicAccess(
      'engine call open to anonymous callers (§6); rate-limited per caller',
    );
    app.get(namespacePath(API_ROUTES.textToSpeech.voices), open, async (request) => {
      const { language } = parseRequest(TextToSpeechVoicesQuerySchema, request.query);
      const voices = engine.voices(speakingLanguage(engine, language));
      const body: TextToSpeechVoicesResponse = {
        language,
        engine: engine.name,
        defaultVoice: voices[0]!.id,
        voices,
      };
      return body;
    });

    app.post(namespacePath(API_ROUTES.textToSpeech.speak), open, async (request, reply) => {
      const body = parseRequest(TextToSpeechRequestSchema, request.body);
      if (body.text.length > TEXT_TO_SPEECH_MAX_TEXT_LENGTH) {
        throw new TooLargeError(
          INPUT_TOO_LARGE_ERROR,
          `The text is too long to read aloud at once: at most ${TEXT_TO_SPEECH_MAX_TEXT_LENGTH.toLocaleString('en')} characters.`,
          { maxLength: TEXT_TO_SPEECH_MAX_TEXT_LENGTH },
        );
      }
      const speaking = speakingLanguage(engine, body.language);
      // request.auth is only set when the app has a database (anonymous otherwise).
      const auth = request.auth as RequestAuth | undefined;
      const settings = auth?.kind === 'user' ? readStoredSettings(auth.user.settings) : {};
      const { voice, speed } = chooseVoice(
        engine,
        speaking,
        body,
        { voice: settings.voiceMappings?.[body.language], speed: settings.voiceSpeed },
        languageName(body.language),
      );
      limiter.enforce(request, reply, SYNTHESIS_RULE);

      const segments = engine.synthesize({ ...body, language: speaking, voice, speed });
      // The first sentence is made before answering, so a failure to speak at all is a plain
      // HTTP error rather than a 200 whose stream ends in an error line.
      const first = await segments.next().catch(toDomainError);
      const done: SpeechDoneLine = { done: true, engine: engine.name, voice, speed };
      return reply
        .type(TEXT_TO_SPEECH_STREAM_CONTENT_TYPE)
        .header('cache-control', 'no-store')
        .send(Readable.from(streamLines(first.value, segments, done, request.log)));
    });
  };
}

async function* streamLines(
  first: SpeechSegment | undefined,
  rest: AsyncGenerator<SpeechSegment>,
  done: SpeechDoneLine,
  log: FastifyBaseLogger,
): AsyncGenerator<string> {
  try {
    if (first) yield line(toLine(first));
    for await (const segment of rest) yield line(toLine(segment));
    yield line(done);
  } catch (error) {
    // The status (200) is already sent: the stream ends with an error line instead of `done`.
    log.error({ err: error }, 'text to speech failed while streaming');
    const failure: SpeechErrorLine = {
      error: ENGINE_UNAVAILABLE_ERROR,
      message: UNAVAILABLE_MESSAGE,
    };
    yield line(failure);
  }
}

function line(value: SpeechSegmentLine | SpeechDoneLine | SpeechErrorLine): string {
  return `${JSON.stringify(value)}\n`;
}

function toLine(segment: SpeechSegment): SpeechSegmentLine {
  const { audio, ...rest } = segment;
  return {
    ...rest,
    audio: Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength).toString('base64'),
  };
}

/**
 * The language whose voices speak `language` (§3: a catalogue language without a voice of its
 * own speaks with its substitute's, en-NG with en-GB's), or a 422 / 503 saying why none can.
 */
function speakingLanguage(engine: TextToSpeechEngine, language: string): string {
  const { support, speaking } = textToSpeechSupport(engine, language);
  requireEngineSupport(support, {
    notInstalled: UNAVAILABLE_MESSAGE,
    unsupported: `Reading aloud is not available for ${languageName(language)}.`,
    details: (reason) => ({ language, reason }),
  });
  return speaking;
}

/** "Japanese (Japan) (ja-JP)": the language named in English, with its code. */
function languageName(code: string): string {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(code);
    return name ? `${name} (${code})` : code;
  } catch {
    return code; // a tag Intl does not accept, though well-formed enough for the catalogue
  }
}

function toDomainError(error: unknown): never {
  if (error instanceof TextToSpeechError && error.reason === 'unknown_voice') {
    throw new InvalidInputError(UNKNOWN_VOICE_ERROR, error.message);
  }
  if (error instanceof TextToSpeechError) {
    throw new UnavailableError(ENGINE_UNAVAILABLE_ERROR, UNAVAILABLE_MESSAGE);
  }
  throw error;
}

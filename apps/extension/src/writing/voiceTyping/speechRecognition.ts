// The browser's own speech recognition (`SpeechRecognition`, `webkitSpeechRecognition` in
// Chromium), reduced to what Voice typing needs: final phrases as they are recognised, the
// error code, and the end. Chromium sends the audio to its cloud service, so offline it fails
// at once with `network`; voiceTyping.ts then records and transcribes instead.

/** The part of the Web Speech API's recognition object used here (not in TypeScript's DOM lib). */
interface BrowserSpeechRecognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}

export type SpeechRecognitionConstructor = new () => BrowserSpeechRecognition;

/** The browser's recognition, or undefined where it has none (Firefox). */
export function browserSpeechRecognition(
  window: Window = globalThis.window,
): SpeechRecognitionConstructor | undefined {
  const candidate = window as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return candidate.SpeechRecognition ?? candidate.webkitSpeechRecognition;
}

export interface RecognitionHandlers {
  /** A phrase the recogniser is sure of. */
  onPhrase(text: string): void;
  /** A SpeechRecognitionErrorEvent code (`network`, `not-allowed`, `no-speech`…). */
  onError(code: string): void;
  /** Always last, after an error too. */
  onEnd(): void;
}

export interface RecognitionSession {
  /** Stops listening; phrases still being recognised arrive before the end. */
  stop(): void;
  /** Stops at once, dropping anything not yet recognised. */
  abort(): void;
}

/** Starts listening continuously in `language` (a BCP 47 code). */
export function startRecognition(
  Recognition: SpeechRecognitionConstructor,
  language: string,
  handlers: RecognitionHandlers,
): RecognitionSession {
  const recognition = new Recognition();
  recognition.lang = language;
  recognition.continuous = true;
  recognition.interimResults = false;
  recognition.onresult = (event) => {
    for (let index = event.resultIndex; index < event.results.length; index += 1) {
      const result = event.results[index]!;
      if (result.isFinal && result[0].transcript.trim()) handlers.onPhrase(result[0].transcript);
    }
  };
  recognition.onerror = (event) => handlers.onError(event.error);
  recognition.onend = () => handlers.onEnd();
  try {
    recognition.start();
  } catch {
    // Thrown synchronously where the service cannot start at all: as good as unreachable.
    queueMicrotask(() => {
      handlers.onError('service-not-allowed');
      handlers.onEnd();
    });
  }
  return { stop: () => recognition.stop(), abort: () => recognition.abort() };
}

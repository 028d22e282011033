// Voice typing (issue 7 item 5): Start listens, Stop ends, and the words are typed into the page
// field the user was last in. The browser's speech recognition is used where it works; where
// it is missing or fails (offline Chromium answers `network`), the microphone is recorded and,
// on Stop, the server transcribes it (signed-in adults only, §6).
import { RECORDING_MAX_SECONDS_STANDARD, VOICE_TYPING_TEXTS } from '@motes/shared';
import { insertSpokenText } from './insertSpokenText';
import { fieldName, type EditableFieldWatcher, type LastEditableField } from './lastEditableField';
import {
  MicrophoneError,
  type MicrophoneProblem,
  type MicrophoneRecording,
} from './microphoneRecording';
import { startRecognition, type SpeechRecognitionConstructor } from './speechRecognition';
import {
  chooseVoiceInput,
  recognitionErrorOutcome,
  wordCount,
  type TranscriptionAccess,
} from './voiceTypingDecisions';

export type VoiceTypingPhase = 'idle' | 'starting' | 'listening' | 'recording' | 'transcribing';

export interface VoiceTypingState {
  phase: VoiceTypingPhase;
  /** The field being typed into, as a person would name it; null before the first start. */
  fieldName: string | null;
  /** What happened last: words typed (done) or what went wrong (error). */
  notice: { kind: 'done' | 'error'; text: string } | null;
}

export interface VoiceTypingOptions {
  watcher: EditableFieldWatcher;
  /** The catalogue language the user speaks, read at each start. */
  language: () => string;
  /** Whether the account may have speech transcribed, read at each start. */
  access: () => TranscriptionAccess;
  /** The browser's recognition; undefined where there is none. */
  speechRecognition: SpeechRecognitionConstructor | undefined;
  /** Opens the microphone and records (microphoneRecording.ts). */
  record: () => Promise<MicrophoneRecording>;
  /** The server's transcription (transcribeRecording.ts). */
  transcribe: (audio: Blob, language: string, signal: AbortSignal) => Promise<string>;
  /** §8 analytics: the browser refused the microphone. */
  onMicrophoneBlocked: (browserError: string) => void;
  onStateChange: (state: VoiceTypingState) => void;
  /** A recording stops by itself after this long (default §9's longest mote, 5 minutes). */
  maxRecordingMs?: number;
}

export interface VoiceTyping {
  start(): void;
  stop(): void;
  /** Ends everything at once, typing nothing more (the tool is closing). */
  dispose(): void;
  getState(): VoiceTypingState;
}

const MICROPHONE_MESSAGES: Readonly<Record<MicrophoneProblem, string>> = {
  blocked: VOICE_TYPING_TEXTS.microphoneBlocked,
  'no-microphone': VOICE_TYPING_TEXTS.noMicrophone,
  busy: VOICE_TYPING_TEXTS.noMicrophone,
  'insecure-page': VOICE_TYPING_TEXTS.insecurePage,
};

interface Session {
  target: LastEditableField;
  language: string;
  typedWords: number;
  recognition: { stop(): void; abort(): void } | null;
  recording: MicrophoneRecording | null;
  stopRequested: boolean;
  controller: AbortController;
  recordingTimer: ReturnType<typeof setTimeout> | undefined;
}

export function createVoiceTyping(options: VoiceTypingOptions): VoiceTyping {
  let state: VoiceTypingState = { phase: 'idle', fieldName: null, notice: null };
  let session: Session | null = null;
  // Once the browser's recognition has failed for good on this page, go straight to recording.
  let speechRecognitionFailed = false;

  const setState = (patch: Partial<VoiceTypingState>) => {
    state = { ...state, ...patch };
    options.onStateChange(state);
  };

  const finish = (current: Session, notice: VoiceTypingState['notice']) => {
    if (session !== current) return;
    session = null;
    clearTimeout(current.recordingTimer);
    const typed = current.typedWords;
    setState({
      phase: 'idle',
      notice: notice ?? {
        kind: typed > 0 ? 'done' : 'error',
        text: typed > 0 ? VOICE_TYPING_TEXTS.inserted(typed) : VOICE_TYPING_TEXTS.nothingHeard,
      },
    });
  };

  const type = (current: Session, spoken: string) => {
    if (!current.target.field.element.isConnected) {
      finish(current, { kind: 'error', text: VOICE_TYPING_TEXTS.fieldGone });
      return;
    }
    current.typedWords += wordCount(insertSpokenText(current.target, spoken, options.watcher));
  };

  function listen(current: Session, Recognition: SpeechRecognitionConstructor) {
    setState({ phase: 'listening' });
    let fallingBack = false;
    current.recognition = startRecognition(Recognition, current.language, {
      onPhrase: (text) => {
        if (session === current) type(current, text);
      },
      onError: (code) => {
        if (session !== current) return;
        const outcome = recognitionErrorOutcome(code);
        if (outcome !== 'fall-back') return; // the end that follows says what was typed
        speechRecognitionFailed = true;
        fallingBack = true;
        current.recognition = null;
        if (current.stopRequested) finish(current, null);
        else void record(current);
      },
      onEnd: () => {
        if (!fallingBack) finish(current, null);
      },
    });
  }

  async function record(current: Session) {
    if (options.access() === 'signed-out') {
      finish(current, { kind: 'error', text: VOICE_TYPING_TEXTS.signIn });
      return;
    }
    setState({ phase: 'starting' });
    let recording: MicrophoneRecording;
    try {
      recording = await options.record();
    } catch (error) {
      const problem = error instanceof MicrophoneError ? error.problem : 'busy';
      if (problem === 'blocked') {
        options.onMicrophoneBlocked((error as MicrophoneError).browserError);
      }
      finish(current, { kind: 'error', text: MICROPHONE_MESSAGES[problem] });
      return;
    }
    if (session !== current) {
      recording.cancel();
      return;
    }
    current.recording = recording;
    setState({ phase: 'recording' });
    current.recordingTimer = setTimeout(
      () => void transcribe(current),
      options.maxRecordingMs ?? RECORDING_MAX_SECONDS_STANDARD * 1000,
    );
    if (current.stopRequested) void transcribe(current);
  }

  async function transcribe(current: Session) {
    const recording = current.recording;
    if (!recording || session !== current) return;
    current.recording = null;
    clearTimeout(current.recordingTimer);
    setState({ phase: 'transcribing' });
    try {
      const audio = await recording.stop();
      const text = await options.transcribe(audio, current.language, current.controller.signal);
      if (session !== current) return;
      if (text) type(current, text);
      finish(current, null);
    } catch (error) {
      if (session !== current) return;
      const message = error instanceof Error ? error.message : VOICE_TYPING_TEXTS.failed;
      finish(current, { kind: 'error', text: message || VOICE_TYPING_TEXTS.failed });
    }
  }

  return {
    start() {
      if (session) return;
      const target = options.watcher.current();
      if (!target) {
        setState({ notice: { kind: 'error', text: VOICE_TYPING_TEXTS.noField } });
        return;
      }
      setState({ fieldName: fieldName(target.field), notice: null });
      if (options.access() === 'turned-off') {
        setState({ notice: { kind: 'error', text: VOICE_TYPING_TEXTS.transcriptionOff } });
        return;
      }
      const current: Session = {
        target,
        language: options.language(),
        typedWords: 0,
        recognition: null,
        recording: null,
        stopRequested: false,
        controller: new AbortController(),
        recordingTimer: undefined,
      };
      session = current;
      const input = chooseVoiceInput({
        hasSpeechRecognition: options.speechRecognition !== undefined,
        speechRecognitionFailed,
      });
      if (input === 'speech-recognition') listen(current, options.speechRecognition!);
      else void record(current);
    },
    stop() {
      const current = session;
      if (!current || current.stopRequested) return;
      current.stopRequested = true;
      if (current.recognition) current.recognition.stop();
      else if (current.recording) void transcribe(current);
      // Still opening the microphone: record() transcribes as soon as it has started.
    },
    dispose() {
      const current = session;
      if (!current) return;
      session = null;
      clearTimeout(current.recordingTimer);
      current.recognition?.abort();
      current.recording?.cancel();
      current.controller.abort();
    },
    getState: () => state,
  };
}

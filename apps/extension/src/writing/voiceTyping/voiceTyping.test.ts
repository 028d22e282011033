// The Voice typing controller with a fake recogniser, a fake recorder and a fake transcription:
// the browser parts cannot run in jsdom. The real ones run in e2e/extension/voiceTyping.spec.ts.
import { VOICE_TYPING_TEXTS } from '@motes/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchLastEditableField } from './lastEditableField';
import { MicrophoneError, type MicrophoneRecording } from './microphoneRecording';
import type { SpeechRecognitionConstructor } from './speechRecognition';
import { createVoiceTyping, type VoiceTypingOptions, type VoiceTypingState } from './voiceTyping';

/** A recogniser whose events the test fires. */
class FakeRecognition {
  static last: FakeRecognition | null = null;
  lang = '';
  continuous = false;
  interimResults = true;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
  abort() {}
  say(transcript: string) {
    this.onresult?.({ resultIndex: 0, results: [{ isFinal: true, 0: { transcript } }] });
  }
  fail(error: string) {
    this.onerror?.({ error });
    this.onend?.();
  }
}

function fakeRecording(): MicrophoneRecording & { stopped: boolean } {
  return {
    stopped: false,
    stop() {
      this.stopped = true;
      return Promise.resolve(new Blob(['audio'], { type: 'audio/webm' }));
    },
    cancel() {},
  };
}

let textarea: HTMLTextAreaElement;
let states: VoiceTypingState[];

beforeEach(() => {
  document.body.innerHTML = '<label for="essay">Essay</label><textarea id="essay"></textarea>';
  textarea = document.querySelector('textarea')!;
  textarea.focus();
  states = [];
});

afterEach(() => {
  FakeRecognition.last = null;
});

function voiceTyping(overrides: Partial<VoiceTypingOptions> = {}) {
  return createVoiceTyping({
    watcher: watchLastEditableField(document),
    language: () => 'en-US',
    access: () => 'allowed',
    speechRecognition: FakeRecognition as unknown as SpeechRecognitionConstructor,
    record: () => Promise.resolve(fakeRecording()),
    transcribe: () => Promise.resolve('hello class'),
    onMicrophoneBlocked: () => {},
    onStateChange: (state) => states.push(state),
    ...overrides,
  });
}

const lastState = () => states.at(-1)!;

describe('Voice typing', () => {
  it('types what the browser recognises into the field the user was in', () => {
    const typing = voiceTyping();
    typing.start();
    expect(FakeRecognition.last?.lang).toBe('en-US');
    expect(lastState()).toMatchObject({ phase: 'listening', fieldName: '“Essay”' });
    FakeRecognition.last!.say('hello class');
    FakeRecognition.last!.say('today we read');
    typing.stop();
    expect(textarea.value).toBe('Hello class today we read');
    expect(lastState()).toEqual({
      phase: 'idle',
      fieldName: '“Essay”',
      notice: { kind: 'done', text: VOICE_TYPING_TEXTS.inserted(5) },
    });
  });

  it('records and transcribes when recognition fails offline, and records straight away next time', async () => {
    const recordings: ReturnType<typeof fakeRecording>[] = [];
    const transcribe = vi.fn(() => Promise.resolve('hello class'));
    const typing = voiceTyping({
      record: () => {
        const recording = fakeRecording();
        recordings.push(recording);
        return Promise.resolve(recording);
      },
      transcribe,
    });
    typing.start();
    FakeRecognition.last!.fail('network');
    await vi.waitFor(() => expect(lastState().phase).toBe('recording'));
    expect(lastState().notice).toBeNull();
    typing.stop();
    await vi.waitFor(() => expect(lastState().phase).toBe('idle'));
    expect(recordings[0]!.stopped).toBe(true);
    expect(transcribe).toHaveBeenCalledWith(expect.any(Blob), 'en-US', expect.any(AbortSignal));
    expect(textarea.value).toBe('Hello class');

    FakeRecognition.last = null;
    typing.start();
    expect(FakeRecognition.last).toBeNull();
    await vi.waitFor(() => expect(lastState().phase).toBe('recording'));
  });

  it('asks a signed-out user to sign in instead of recording', async () => {
    const record = vi.fn(() => Promise.resolve(fakeRecording()));
    const typing = voiceTyping({
      speechRecognition: undefined,
      access: () => 'signed-out',
      record,
    });
    typing.start();
    await vi.waitFor(() =>
      expect(lastState().notice).toEqual({ kind: 'error', text: VOICE_TYPING_TEXTS.signIn }),
    );
    expect(record).not.toHaveBeenCalled();
  });

  it('§6: is off for a minor or an account that opted out', () => {
    const typing = voiceTyping({ access: () => 'turned-off' });
    typing.start();
    expect(FakeRecognition.last).toBeNull();
    expect(lastState().notice).toEqual({
      kind: 'error',
      text: VOICE_TYPING_TEXTS.transcriptionOff,
    });
  });

  it('says the microphone is blocked and reports it (§8 analytics)', async () => {
    const onMicrophoneBlocked = vi.fn();
    const typing = voiceTyping({
      speechRecognition: undefined,
      record: () => Promise.reject(new MicrophoneError('blocked', 'NotAllowedError')),
      onMicrophoneBlocked,
    });
    typing.start();
    await vi.waitFor(() =>
      expect(lastState().notice).toEqual({
        kind: 'error',
        text: VOICE_TYPING_TEXTS.microphoneBlocked,
      }),
    );
    expect(onMicrophoneBlocked).toHaveBeenCalledWith('NotAllowedError');
  });

  it('says nothing was heard when the transcript is empty', async () => {
    const typing = voiceTyping({
      speechRecognition: undefined,
      transcribe: () => Promise.resolve(''),
    });
    typing.start();
    await vi.waitFor(() => expect(lastState().phase).toBe('recording'));
    typing.stop();
    await vi.waitFor(() =>
      expect(lastState().notice).toEqual({ kind: 'error', text: VOICE_TYPING_TEXTS.nothingHeard }),
    );
    expect(textarea.value).toBe('');
  });

  it('asks for a field first when the user was in none', () => {
    textarea.blur();
    document.body.innerHTML = '<p>No fields</p>';
    const typing = voiceTyping();
    typing.start();
    expect(lastState().notice).toEqual({ kind: 'error', text: VOICE_TYPING_TEXTS.noField });
  });

  it('types into an editable area at the caret the user left, with a space', () => {
    document.body.innerHTML =
      '<div id="notes" contenteditable="true" aria-label="Notes">We read</div><button>Elsewhere</button>';
    const notes = document.getElementById('notes')!;
    // jsdom does not implement isContentEditable; Chromium answers true here.
    Object.defineProperty(notes, 'isContentEditable', { value: true });
    notes.focus();
    const caret = document.createRange();
    caret.setStart(notes.firstChild!, 2);
    caret.collapse(true);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(caret);
    const elsewhere = document.querySelector('button')!;
    elsewhere.focus();
    document.getSelection()!.removeAllRanges();

    const typing = voiceTyping();
    typing.start();
    expect(lastState().fieldName).toBe('“Notes”');
    FakeRecognition.last!.say('all');
    expect(notes.textContent).toBe('We all read');
    expect(document.activeElement).toBe(elsewhere);
  });
});

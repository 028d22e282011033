import { defaultTeacherControls, type IdentityStatus } from '@motes/shared';
import { describe, expect, it } from 'vitest';
import {
  chooseVoiceInput,
  recognitionErrorOutcome,
  spokenTextToInsert,
  transcriptionAccess,
  wordCount,
} from './voiceTypingDecisions';

describe('which way Voice typing listens', () => {
  it('uses the browser’s recognition where it exists and has not failed', () => {
    expect(chooseVoiceInput({ hasSpeechRecognition: true, speechRecognitionFailed: false })).toBe(
      'speech-recognition',
    );
  });

  it('records and transcribes where the browser has none, or after it failed', () => {
    expect(chooseVoiceInput({ hasSpeechRecognition: false, speechRecognitionFailed: false })).toBe(
      'record',
    );
    expect(chooseVoiceInput({ hasSpeechRecognition: true, speechRecognitionFailed: true })).toBe(
      'record',
    );
  });

  it('falls back whenever recognition cannot work here (offline Chromium says `network`)', () => {
    for (const code of [
      'network',
      'service-not-allowed',
      'language-not-supported',
      'audio-capture',
      'not-allowed',
      'bad-grammar',
    ]) {
      expect(recognitionErrorOutcome(code)).toBe('fall-back');
    }
  });

  it('does not fall back for silence or a stop', () => {
    expect(recognitionErrorOutcome('no-speech')).toBe('nothing-heard');
    expect(recognitionErrorOutcome('aborted')).toBe('ignore');
  });
});

function status(overrides: {
  isLoggedIn?: boolean;
  isMinor?: boolean;
  optedOut?: boolean;
}): IdentityStatus {
  return {
    auth: { isLoggedIn: overrides.isLoggedIn ?? true, accessToken: null, acquiredScopes: [] },
    device: {
      recommendedUXLocale: 'en-US',
      recommendedTranscriptionLocale: 'en-US',
      transcriptionOptOutEnabled: overrides.optedOut ?? false,
    },
    identity: { isMinor: overrides.isMinor ?? false },
    entitlements: { teacherControls: defaultTeacherControls() },
  } as unknown as IdentityStatus;
}

describe('§6 who may have speech transcribed', () => {
  it('signed-in adults', () => {
    expect(transcriptionAccess(status({}))).toBe('allowed');
  });
  it('not signed-out visitors: the server transcribes for accounts only', () => {
    expect(transcriptionAccess(status({ isLoggedIn: false }))).toBe('signed-out');
  });
  it('never minors or users who opted out', () => {
    expect(transcriptionAccess(status({ isMinor: true }))).toBe('turned-off');
    expect(transcriptionAccess(status({ optedOut: true }))).toBe('turned-off');
  });
  it('a status not loaded yet is left to the server to answer', () => {
    expect(transcriptionAccess(null)).toBe('allowed');
  });
});

describe('how spoken words join the text', () => {
  it('starts an empty field, and a new sentence, with a capital', () => {
    expect(spokenTextToInsert('', 'hello class')).toBe('Hello class');
    expect(spokenTextToInsert(undefined, 'hello')).toBe('Hello');
    expect(spokenTextToInsert('It rained. ', 'then it stopped')).toBe('Then it stopped');
  });

  it('adds a space after a word, and none after a space', () => {
    expect(spokenTextToInsert('We read', 'the first chapter')).toBe(' the first chapter');
    expect(spokenTextToInsert('We read ', 'the first chapter')).toBe('the first chapter');
  });

  it('collapses the recogniser’s spacing and types nothing for silence', () => {
    expect(spokenTextToInsert('a', '  two \n words ')).toBe(' two words');
    expect(spokenTextToInsert('a', '   ')).toBe('');
  });

  it('counts words', () => {
    expect(wordCount(' Hello  class today ')).toBe(3);
    expect(wordCount('')).toBe(0);
  });
});

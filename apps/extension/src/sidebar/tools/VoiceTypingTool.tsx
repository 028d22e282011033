// Voice typing in the Writing mode (issue 7 item 5): Start / Stop, the field it types into,
// what it is doing, and plain messages when it cannot. The work is in
// src/writing/voiceTyping/.
import { findLanguage, MICROPHONE_BLOCKED_EVENT, VOICE_TYPING_TEXTS } from '@motes/shared';
import { Button } from '@motes/ui';
import { useEffect, useRef, useState } from 'react';
import { watchLastEditableField } from '../../writing/voiceTyping/lastEditableField';
import { startMicrophoneRecording } from '../../writing/voiceTyping/microphoneRecording';
import { browserSpeechRecognition } from '../../writing/voiceTyping/speechRecognition';
import { transcribeRecording } from '../../writing/voiceTyping/transcribeRecording';
import {
  createVoiceTyping,
  type VoiceTyping,
  type VoiceTypingState,
} from '../../writing/voiceTyping/voiceTyping';
import { transcriptionAccess } from '../../writing/voiceTyping/voiceTypingDecisions';
import { useSidebarServices } from '../sidebarServices';
import { ToolBody, ToolStatus } from './ToolBody';
import type { SidebarToolProps } from './toolComponents';

// Started when the sidebar's code loads (this module is part of it), before focus moves into
// the sidebar: the field the user was in when they opened the sidebar is still focused then.
const fieldWatcher = typeof document === 'undefined' ? null : watchLastEditableField(document);

const PHASE_TEXTS: Readonly<Record<VoiceTypingState['phase'], string>> = {
  idle: '',
  starting: VOICE_TYPING_TEXTS.recording,
  listening: VOICE_TYPING_TEXTS.listening,
  recording: VOICE_TYPING_TEXTS.recording,
  transcribing: VOICE_TYPING_TEXTS.transcribing,
};

export function VoiceTypingTool({ tool, descriptionId }: SidebarToolProps) {
  const services = useSidebarServices();
  // Long-lived callbacks (the controller, the overlay) read the latest services through this.
  const servicesRef = useRef(services);
  useEffect(() => {
    servicesRef.current = services;
  }, [services]);
  const [state, setState] = useState<VoiceTypingState>({
    phase: 'idle',
    fieldName: null,
    notice: null,
  });
  const voiceTypingRef = useRef<VoiceTyping | null>(null);

  useEffect(() => {
    const watcher = fieldWatcher ?? watchLastEditableField(document);
    const voiceTyping = createVoiceTyping({
      watcher,
      language: () => spokenLanguage(servicesRef.current.status),
      access: () => transcriptionAccess(servicesRef.current.status),
      speechRecognition: browserSpeechRecognition(window),
      record: () => startMicrophoneRecording(),
      transcribe: (audio, language, signal) =>
        transcribeRecording(servicesRef.current.api, audio, language, signal),
      onMicrophoneBlocked: (browserError) =>
        servicesRef.current.track(MICROPHONE_BLOCKED_EVENT, {
          surface: 'extension-voice-typing',
          error: browserError,
        }),
      onStateChange: setState,
    });
    voiceTypingRef.current = voiceTyping;
    return () => voiceTyping.dispose();
  }, []);

  const active = state.phase !== 'idle';
  const statusText =
    PHASE_TEXTS[state.phase] || (state.notice?.kind === 'done' ? state.notice.text : '');
  return (
    <ToolBody tool={tool}>
      <div className="motes-sidebar__buttons">
        <Button
          variant={active ? 'primary' : 'secondary'}
          size="sm"
          aria-describedby={descriptionId}
          loading={state.phase === 'transcribing'}
          focusableWhenLoading
          onClick={() =>
            active ? voiceTypingRef.current?.stop() : voiceTypingRef.current?.start()
          }
        >
          {active ? VOICE_TYPING_TEXTS.stop : VOICE_TYPING_TEXTS.start}
        </Button>
      </div>
      {state.fieldName && (
        <p className="motes-sidebar__hint">{VOICE_TYPING_TEXTS.target(state.fieldName)}</p>
      )}
      <ToolStatus
        status={statusText}
        error={state.notice?.kind === 'error' ? state.notice.text : null}
      />
    </ToolBody>
  );
}

/** §3: the user's transcription locale, else the page's language, in the catalogue. */
function spokenLanguage(status: ReturnType<typeof useSidebarServices>['status']): string {
  const code =
    status?.device.recommendedTranscriptionLocale ||
    document.documentElement.lang ||
    navigator.language;
  return findLanguage(code).bcp47;
}

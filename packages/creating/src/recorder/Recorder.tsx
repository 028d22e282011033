import { useCallback, useEffect, useId, useRef, type RefObject } from 'react';
import {
  RECORDING_MAX_SECONDS_LIMITED,
  formatClock,
  recordingLimitState,
  type RecordingSound,
} from '@motes/shared';
import { Alert, Button, Link, useTranslate } from '@motes/ui';
import { creatingErrorMessage } from '../host/creatingErrorMessage';
import { useCreatingHost } from '../host/creatingHost';
import { KeptRecordingOffer } from './KeptRecordingOffer';
import { LevelMeter } from './LevelMeter';
import { MicrophoneProblemAlert } from './MicrophoneProblemAlert';
import { useRecorderEnvironment } from './recorderEnvironment';
import { RecordingFailedAlert } from './RecordingFailedAlert';
import { limitArgs } from './recordingLimitText';
import type { StoredRecording } from './recordingStore';
import { saveRecordingFile } from './saveRecordingFile';
import { ShareLink } from '../share/ShareLink';
import { useKeptRecordings } from './useKeptRecordings';
import { useRecorder, type Recorder as RecorderState } from './useRecorder';

/**
 * The recorder (issue 6 items 1 and 2): record, pause, resume and finish a voice note with a
 * live level meter and the §9 time limit; the recording is kept on the device while it
 * uploads, and becomes a mote with a share link. Recordings an earlier page left unfinished
 * are offered first. No page chrome: the `/record` page and the sidebar frame it, and
 * give it their {@link CreatingHost} (identity, limits, sounds, free motes).
 */
export function Recorder() {
  const t = useTranslate();
  const environment = useRecorderEnvironment();
  const host = useCreatingHost();
  const { soundUrl } = host;
  const playSound = useCallback(
    (sound: RecordingSound) => environment.playSound(soundUrl(sound)),
    [environment, soundUrl],
  );
  const recorder = useRecorder({ playSound });
  const { phase, limitSeconds } = recorder;
  const { kept, discard } = useKeptRecordings({
    store: recorder.store,
    version: recorder.keptVersion,
    busyRecordingId: recorder.busyRecordingId,
  });
  const primaryRef = useRef<HTMLButtonElement>(null);
  const doneHeadingId = useId();
  // Issue 6 item 8: what is left of the free motes; none left blocks a new recording.
  const freeMotesNoticeId = useId();
  const { outOfFreeMotes, onMotesChanged } = host;

  // A mote made (or refused) changes the free-mote counters: ask the server for them again.
  useEffect(() => {
    if (phase.name === 'done' || phase.name === 'failed') onMotesChanged();
  }, [phase.name, onMotesChanged]);

  // A control the user just pressed may disappear with the phase it belonged to; focus then
  // moves to the new phase's main control instead of falling back to the page. Never on
  // the first render: opening the page leaves focus where the browser put it.
  // In the sidebar's shadow root, the root node's activeElement is what has focus inside it.
  const firstRender = useRef(true);
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const root = rootRef.current?.getRootNode() as Document | ShadowRoot | undefined;
    const active = root?.activeElement ?? null;
    if (active === null || active === document.body) primaryRef.current?.focus();
  }, [phase.name]);

  const busy = phase.name !== 'idle' && phase.name !== 'done' && phase.name !== 'problem';
  const limit =
    limitSeconds === undefined ? undefined : recordingLimitState(recorder.elapsedMs, limitSeconds);
  const countdown = phase.name === 'recording' ? limit?.countdown : undefined;

  async function saveKept(recording: StoredRecording) {
    const audio = await recorder.store?.audio(recording.id);
    if (audio) saveRecordingFile(audio, new Date(recording.createdAt));
  }

  return (
    <div className="recorder" ref={rootRef}>
      {!busy &&
        kept.map((recording) => (
          <KeptRecordingOffer
            key={recording.id}
            recording={recording}
            onFinish={() => recorder.finishKept(recording)}
            onSave={() => void saveKept(recording)}
            onDiscard={() => void discard(recording)}
          />
        ))}

      <div className="recorder__panel">
        <p className="recorder__time">
          <span className="recorder__visually-hidden">{t('recorder-time-label')} </span>
          <span className="recorder__clock">{formatClock(recorder.elapsedMs / 1000)}</span>
          {limitSeconds !== undefined && (
            <span className="recorder__of">
              {' / '}
              {formatClock(limitSeconds)}
            </span>
          )}
        </p>
        {(phase.name === 'idle' || phase.name === 'requesting' || phase.name === 'recording') && (
          <LevelMeter
            analyser={phase.name === 'recording' && !phase.paused ? recorder.analyser : undefined}
          />
        )}
        <p className="recorder__status" role="status">
          <StatusText recorder={recorder} countdownShown={countdown !== undefined} />
        </p>
        {countdown !== undefined && (
          <p className="recorder__countdown" aria-hidden="true">
            {t('recorder-countdown', { seconds: countdown })}
          </p>
        )}
        {phase.name === 'uploading' && (
          <progress
            className="recorder__progress"
            aria-label={t('recorder-upload-progress-label')}
            max={phase.progress?.totalBytes || 1}
            value={phase.progress?.sentBytes ?? 0}
          />
        )}
        <Controls
          recorder={recorder}
          primaryRef={primaryRef}
          blockedBy={outOfFreeMotes ? freeMotesNoticeId : undefined}
        />
        {(phase.name === 'idle' || phase.name === 'problem') &&
          host.renderFreeMotesNotice(freeMotesNoticeId)}
        {limitSeconds !== undefined && (phase.name === 'idle' || phase.name === 'recording') && (
          <p className="recorder__note">
            {t('recorder-limit-note', limitArgs(limitSeconds))}{' '}
            {limitSeconds <= RECORDING_MAX_SECONDS_LIMITED && (
              <Link to={host.upgradeHref}>{t('recorder-upgrade-link')}</Link>
            )}
          </p>
        )}
      </div>

      {recorder.stoppedAtLimit && limitSeconds !== undefined && (
        <Alert type="info" title={t('recorder-limit-reached-title')}>
          {t('recorder-limit-reached', limitArgs(limitSeconds))}
        </Alert>
      )}
      {recorder.keepFailed && phase.name !== 'done' && (
        <Alert type="warn">{t('recorder-keep-failed')}</Alert>
      )}
      {phase.name === 'problem' && <MicrophoneProblemAlert problem={phase.problem} />}
      {phase.name === 'failed' && (
        <RecordingFailedAlert
          kind={phase.kind}
          message={phase.kind === 'refused' ? creatingErrorMessage(phase.error, t) : undefined}
          retryRef={primaryRef}
          onRetry={recorder.retry}
          onSave={() =>
            void recorder.currentAudio().then((audio) => audio && saveRecordingFile(audio))
          }
          onDiscard={() => void recorder.discardFailed()}
        />
      )}
      {phase.name === 'done' && (
        <section className="recorder__done" aria-labelledby={doneHeadingId}>
          <h2 id={doneHeadingId} className="recorder__done-heading">
            {t('recorder-done-heading')}
          </h2>
          <ShareLink url={phase.shareUrl} copyRef={primaryRef} />
        </section>
      )}
    </div>
  );
}

/** The one polite live line: what the recorder is doing right now. */
function StatusText({
  recorder,
  countdownShown,
}: {
  recorder: RecorderState;
  countdownShown: boolean;
}) {
  const t = useTranslate();
  const { phase, limitSeconds } = recorder;
  switch (phase.name) {
    case 'idle':
      return recorder.ready ? t('recorder-status-ready') : t('recorder-status-preparing');
    case 'requesting':
      return t('recorder-status-requesting');
    case 'problem':
      return t('recorder-status-problem');
    case 'recording':
      if (phase.paused) return t('recorder-status-paused');
      // Said once when the countdown starts, not every second.
      return countdownShown && limitSeconds !== undefined
        ? t('recorder-status-ending', limitArgs(limitSeconds))
        : t('recorder-status-recording');
    case 'finishing':
      return t('recorder-status-finishing');
    case 'uploading':
      return phase.retrying ? t('recorder-status-retrying') : t('recorder-status-uploading');
    case 'failed':
      return t('recorder-status-failed');
    case 'done':
      return t('recorder-status-done');
  }
}

/** The buttons of the current phase; `primaryRef` marks the one focus moves to. */
function Controls({
  recorder,
  primaryRef,
  blockedBy,
}: {
  recorder: RecorderState;
  primaryRef: RefObject<HTMLButtonElement | null>;
  /** Id of the explanation when no new recording may start (free motes used up). */
  blockedBy?: string;
}) {
  const t = useTranslate();
  const { phase } = recorder;
  switch (phase.name) {
    case 'idle':
    case 'requesting':
    case 'problem':
      return (
        <div className="recorder__controls">
          <Button
            ref={primaryRef}
            size="lg"
            icon={<MicrophoneIcon />}
            loading={phase.name === 'requesting' || !recorder.ready}
            focusableWhenLoading
            visuallyDisabled={blockedBy !== undefined}
            aria-describedby={blockedBy}
            loadingText={
              phase.name === 'requesting' ? t('recorder-requesting') : t('recorder-record')
            }
            onClick={() => void recorder.start()}
          >
            {phase.name === 'problem' ? t('recorder-try-again') : t('recorder-record')}
          </Button>
        </div>
      );
    case 'recording':
      return (
        <div className="recorder__controls">
          <Button
            ref={primaryRef}
            size="lg"
            icon={<StopIcon />}
            onClick={() => void recorder.stop()}
          >
            {t('recorder-finish')}
          </Button>
          {phase.paused ? (
            <Button size="lg" variant="secondary" onClick={recorder.resume}>
              {t('recorder-resume')}
            </Button>
          ) : (
            <Button size="lg" variant="secondary" onClick={recorder.pause}>
              {t('recorder-pause')}
            </Button>
          )}
          <Button size="lg" variant="ghost" onClick={() => void recorder.cancel()}>
            {t('recorder-cancel')}
          </Button>
        </div>
      );
    case 'finishing':
      return null;
    case 'uploading':
      return (
        <div className="recorder__controls">
          <Button ref={primaryRef} variant="secondary" onClick={recorder.stopUpload}>
            {t('recorder-stop-upload')}
          </Button>
        </div>
      );
    case 'failed':
      return null;
    case 'done':
      return (
        <div className="recorder__controls">
          <Button variant="secondary" icon={<MicrophoneIcon />} onClick={recorder.reset}>
            {t('recorder-record-another')}
          </Button>
        </div>
      );
  }
}

function MicrophoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
      <rect x="9" y="3" width="6" height="11" rx="3" fill="currentColor" />
      <path
        d="M6 11a6 6 0 0 0 12 0M12 17v4M9 21h6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function StopIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
      <rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />
    </svg>
  );
}

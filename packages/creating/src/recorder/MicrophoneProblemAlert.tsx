import { Alert, useTranslate } from '@motes/ui';
import type { MicrophoneProblem } from './microphone';

/** Why recording cannot start, and what the user can do about it (issue 6 item 1). */
export function MicrophoneProblemAlert({ problem }: { problem: MicrophoneProblem }) {
  const t = useTranslate();
  switch (problem) {
    case 'blocked':
      return (
        <Alert title={t('recorder-mic-blocked-title')}>
          <p>{t('recorder-mic-blocked-body')}</p>
          <p>{t('recorder-mic-blocked-how')}</p>
        </Alert>
      );
    case 'no-microphone':
      return (
        <Alert title={t('recorder-mic-missing-title')}>
          <p>{t('recorder-mic-missing-body')}</p>
        </Alert>
      );
    case 'busy':
      return (
        <Alert title={t('recorder-mic-busy-title')}>
          <p>{t('recorder-mic-busy-body')}</p>
        </Alert>
      );
    case 'unsupported':
      return (
        <Alert title={t('recorder-unsupported-title')}>
          <p>{t('recorder-unsupported-body')}</p>
        </Alert>
      );
  }
}

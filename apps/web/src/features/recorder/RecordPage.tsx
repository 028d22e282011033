import { GenerateFromText, Recorder, UploadAudio } from '@motes/creating';
import '@motes/creating/styles.css';
import type { TeacherControlKey } from '@motes/shared';
import { useTranslate } from '@motes/ui';
import type { ReactNode } from 'react';
import { useIdentity } from '../../identity/IdentityProvider';
import { CreateMoteTabs } from '../create/CreateMoteTabs';
import '../create/CreateMoteTabs.css';
import { documentTitle } from '../signed-in/documentTitle';
import { WebCreatingHost } from './WebCreatingHost';

/**
 * `/record` (§2 "web recorder"): open to everyone, anonymous visitors included (§9 gives them
 * 5 minutes). Three ways of making a mote (issue 6 items 1–4): record, from text, upload; the
 * tools come from @motes/creating, which the extension's sidebar hosts too. A tool a teacher
 * control turns off (§3) says so instead.
 */
export function RecordPage() {
  const t = useTranslate();
  const { state } = useIdentity();
  const controls = state.status?.entitlements.teacherControls;
  // §3: every control is on unless the status says otherwise.
  const allowed = (key: TeacherControlKey) => controls?.[key].isEnabled ?? true;
  const unlessOff = (key: TeacherControlKey, label: string, tool: ReactNode) =>
    allowed(key) ? (
      tool
    ) : (
      <p className="record-page__off">{t('record-tool-off', { tool: label })}</p>
    );
  const tabs = [
    {
      id: 'record',
      label: t('record-tab-record'),
      content: unlessOff('voice_recording', t('record-tab-record'), <Recorder />),
    },
    {
      id: 'text',
      label: t('record-tab-text'),
      content: unlessOff('audio_generation', t('record-tab-text'), <GenerateFromText />),
    },
    {
      id: 'upload',
      label: t('record-tab-upload'),
      content: unlessOff('audio_upload', t('record-tab-upload'), <UploadAudio />),
    },
  ];
  return (
    <div className="record-page">
      <title>{documentTitle(t('record-page-title'))}</title>
      <h1>{t('record-page-heading')}</h1>
      <p>{t('record-page-lead')}</p>
      <WebCreatingHost>
        <CreateMoteTabs tabs={tabs} label={t('record-tabs-label')} />
      </WebCreatingHost>
    </div>
  );
}

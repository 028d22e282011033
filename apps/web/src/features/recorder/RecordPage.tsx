import { useTranslate } from '@motes/ui';
import { documentTitle } from '../signed-in/documentTitle';
import { Recorder } from './Recorder';

/**
 * `/record` (§2 "web recorder"): open to everyone, anonymous visitors included (§9 gives them
 * 5 minutes). The page is the frame; the recorder itself is the component the sidebar will use.
 */
export function RecordPage() {
  const t = useTranslate();
  return (
    <div className="record-page">
      <title>{documentTitle(t('recorder-page-title'))}</title>
      <h1>{t('recorder-page-heading')}</h1>
      <p>{t('recorder-page-lead')}</p>
      <Recorder />
    </div>
  );
}

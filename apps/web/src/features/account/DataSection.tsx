import { useState } from 'react';
import { Button, useToaster, useTranslate } from '@motes/ui';
import { useWebIdentity } from '../../identity/IdentityProvider';
import { describeApiProblem } from '../signed-in/apiProblem';
import { downloadAccountExport } from './profileCalls';
import { saveBlobAsFile } from './saveFile';

/** "Your data" on `/account`: a copy of everything we hold about the user, as a JSON file. */
export function DataSection() {
  const t = useTranslate();
  const { apiClient } = useWebIdentity();
  const toaster = useToaster();
  const [downloading, setDownloading] = useState(false);

  async function handleDownload() {
    setDownloading(true);
    try {
      const { blob, fileName } = await downloadAccountExport(apiClient);
      saveBlobAsFile(blob, fileName);
      toaster.success(t('account-data-downloading', { fileName }));
    } catch (error) {
      toaster.error(describeApiProblem(t, error, t('account-data-failed')));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section className="account-section" aria-labelledby="data-heading">
      <h2 id="data-heading">{t('account-data-heading')}</h2>
      <p>{t('account-data-body')}</p>
      <div>
        <Button
          variant="secondary"
          loading={downloading}
          focusableWhenLoading
          loadingText={t('account-data-preparing')}
          onClick={() => void handleDownload()}
        >
          {t('account-data-download')}
        </Button>
      </div>
    </section>
  );
}

import { useState } from 'react';
import { Button, useToaster } from '@motes/ui';
import { describeApiError } from '../../api/describeApiError';
import { useWebIdentity } from '../../identity/IdentityProvider';
import { downloadAccountExport } from './profileCalls';
import { saveBlobAsFile } from './saveFile';

/** "Your data" on `/account`: a copy of everything we hold about the user, as a JSON file. */
export function DataSection() {
  const { apiClient } = useWebIdentity();
  const toaster = useToaster();
  const [downloading, setDownloading] = useState(false);

  async function handleDownload() {
    setDownloading(true);
    try {
      const { blob, fileName } = await downloadAccountExport(apiClient);
      saveBlobAsFile(blob, fileName);
      toaster.success(`Your data is downloading as ${fileName}.`);
    } catch (error) {
      toaster.error(describeApiError(error, "We couldn't prepare your data. Please try again."));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section className="account-section" aria-labelledby="data-heading">
      <h2 id="data-heading">Your data</h2>
      <p>
        Download a copy of your account, settings and activity as a JSON file you can keep or take
        elsewhere.
      </p>
      <div>
        <Button
          variant="secondary"
          loading={downloading}
          focusableWhenLoading
          loadingText="Preparing your data ..."
          onClick={() => void handleDownload()}
        >
          Download my data
        </Button>
      </div>
    </section>
  );
}

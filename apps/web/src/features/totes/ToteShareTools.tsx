import { useId, useRef, useState } from 'react';
import { Button, TextField, useTranslate } from '@motes/ui';
import { MoteQrCode } from '../share/MoteQrCode';

/**
 * Ways to pass a tote on: its link (the server's, on the §9 tote domain when one is set) with
 * a copy button, and the link's QR code with PNG and SVG downloads.
 */
export function ToteShareTools({ shareUrl, fileStem }: { shareUrl: string; fileStem: string }) {
  const t = useTranslate();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'copied' | 'select' | undefined>();
  const statusId = useId();
  const headingId = useId();

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(shareUrl);
      setCopied('copied');
    } catch {
      fieldRef.current?.select();
      setCopied('select');
    }
  }

  return (
    <section className="mote-share" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('share-tools-heading')}</h2>
      <TextField
        ref={fieldRef}
        label={t('tote-link-label')}
        value={shareUrl}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="mote-share__actions">
        <Button variant="primary" onClick={() => void handleCopy()} aria-describedby={statusId}>
          {t('share-copy-link')}
        </Button>
      </div>
      <p id={statusId} role="status" className="mote-share__status">
        {copied === 'copied' && t('share-copied')}
        {copied === 'select' && t('share-copy-manually')}
      </p>
      <MoteQrCode url={shareUrl} fileStem={fileStem} />
    </section>
  );
}

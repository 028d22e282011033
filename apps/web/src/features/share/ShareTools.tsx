import { useId, useRef, useState } from 'react';
import { Button, TextField, useTranslate } from '@motes/ui';
import { MoteQrCode } from './MoteQrCode';

/**
 * Ways to pass a mote on: its link with a copy button, the link's QR code (drawn as SVG from
 * the module matrix; PNG and SVG files made on request) and, when the owner allows it (or the
 * viewer is the owner), the audio file.
 */
export function ShareTools({
  shareUrl,
  embedCode,
  downloadUrl,
  fileStem,
}: {
  shareUrl: string;
  /** The iframe snippet of the embed player. */
  embedCode: string;
  /** The server's download URL of the audio; undefined when the viewer may not download. */
  downloadUrl: string | undefined;
  /** File name without extension for the QR downloads. */
  fileStem: string;
}) {
  const t = useTranslate();
  const fieldRef = useRef<HTMLInputElement>(null);
  const embedRef = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<'copied' | 'select' | undefined>();
  const [embedCopied, setEmbedCopied] = useState<'copied' | 'select' | undefined>();
  const statusId = useId();
  const embedId = useId();
  const embedStatusId = useId();

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(shareUrl);
      setCopied('copied');
    } catch {
      fieldRef.current?.select();
      setCopied('select');
    }
  }

  async function handleCopyEmbed() {
    try {
      await navigator.clipboard.writeText(embedCode);
      setEmbedCopied('copied');
    } catch {
      embedRef.current?.select();
      setEmbedCopied('select');
    }
  }

  return (
    <section className="mote-share" aria-labelledby="mote-share-heading">
      <h2 id="mote-share-heading">{t('share-tools-heading')}</h2>
      <TextField
        ref={fieldRef}
        label={t('share-link-label')}
        value={shareUrl}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="mote-share__actions">
        <Button variant="primary" onClick={() => void handleCopy()} aria-describedby={statusId}>
          {t('share-copy-link')}
        </Button>
        {downloadUrl && (
          <a
            className="motes-button motes-button--secondary motes-button--md"
            href={downloadUrl}
            download
          >
            {t('share-download-audio')}
          </a>
        )}
      </div>
      <p id={statusId} role="status" className="mote-share__status">
        {copied === 'copied' && t('share-copied')}
        {copied === 'select' && t('share-copy-manually')}
      </p>
      <MoteQrCode url={shareUrl} fileStem={fileStem} />
      <div className="mote-share__embed">
        <label htmlFor={embedId}>{t('share-embed-label')}</label>
        <textarea
          id={embedId}
          ref={embedRef}
          className="mote-share__embed-code"
          value={embedCode}
          readOnly
          rows={3}
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className="mote-share__actions">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void handleCopyEmbed()}
            aria-describedby={embedStatusId}
          >
            {t('share-embed-copy')}
          </Button>
        </div>
        <p id={embedStatusId} role="status" className="mote-share__status">
          {embedCopied === 'copied' && t('share-embed-copied')}
          {embedCopied === 'select' && t('share-copy-manually')}
        </p>
      </div>
    </section>
  );
}

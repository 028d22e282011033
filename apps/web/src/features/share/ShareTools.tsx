import { useId, useRef, useState, type ReactNode } from 'react';
import { Button, TextField, useTranslate } from '@motes/ui';
import { MoteQrCode } from './MoteQrCode';

type CopyState = 'copied' | 'select' | undefined;

/**
 * Ways to pass a mote or a tote on: its link (the server's, on the §9 link domain when one is
 * set) with a copy button, the link's QR code (drawn as SVG from the module matrix; PNG and SVG
 * files made on request), the embed player's snippet and, for a mote whose owner allows it (or
 * when the viewer is the owner), the audio file.
 */
export function ShareTools({
  shareUrl,
  linkLabel,
  qrLabel,
  embedCode,
  downloadUrl,
  fileStem,
}: {
  shareUrl: string;
  /** The link field's label ("Link to this mote", "Link to this tote"). */
  linkLabel: string;
  /** The QR code's accessible name. */
  qrLabel: string;
  /** The iframe snippet of the embed player. */
  embedCode: string;
  /** The server's download URL of the audio; undefined when there is none to offer. */
  downloadUrl?: string;
  /** File name without extension for the QR downloads. */
  fileStem: string;
}) {
  const t = useTranslate();
  const headingId = useId();
  return (
    <section className="mote-share" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('share-tools-heading')}</h2>
      <CopyableText
        value={shareUrl}
        label={linkLabel}
        copyLabel={t('share-copy-link')}
        copiedText={t('share-copied')}
        primary
        extraAction={
          downloadUrl && (
            <a
              className="motes-button motes-button--secondary motes-button--md"
              href={downloadUrl}
              download
            >
              {t('share-download-audio')}
            </a>
          )
        }
      />
      <MoteQrCode url={shareUrl} fileStem={fileStem} label={qrLabel} />
      <div className="mote-share__embed">
        <CopyableText
          value={embedCode}
          label={t('share-embed-label')}
          copyLabel={t('share-embed-copy')}
          copiedText={t('share-embed-copied')}
          multiline
        />
      </div>
    </section>
  );
}

/**
 * A read-only text with a copy button and a status line that says it was copied, or — when the
 * clipboard is refused — selects the text and says how to copy it by hand.
 */
function CopyableText({
  value,
  label,
  copyLabel,
  copiedText,
  primary = false,
  multiline = false,
  extraAction,
}: {
  value: string;
  label: string;
  copyLabel: string;
  copiedText: string;
  primary?: boolean;
  multiline?: boolean;
  extraAction?: ReactNode;
}) {
  const t = useTranslate();
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<CopyState>();
  const fieldId = useId();
  const statusId = useId();

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('copied');
    } catch {
      fieldRef.current?.select();
      setCopied('select');
    }
  }

  return (
    <>
      {multiline ? (
        <>
          <label htmlFor={fieldId}>{label}</label>
          <textarea
            id={fieldId}
            ref={fieldRef}
            className="mote-share__embed-code"
            value={value}
            readOnly
            rows={3}
            onFocus={(event) => event.currentTarget.select()}
          />
        </>
      ) : (
        <TextField
          ref={fieldRef}
          label={label}
          value={value}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
      <div className="mote-share__actions">
        <Button
          variant={primary ? 'primary' : 'secondary'}
          size={primary ? undefined : 'sm'}
          onClick={() => void handleCopy()}
          aria-describedby={statusId}
        >
          {copyLabel}
        </Button>
        {extraAction}
      </div>
      <p id={statusId} role="status" className="mote-share__status">
        {copied === 'copied' && copiedText}
        {copied === 'select' && t('share-copy-manually')}
      </p>
    </>
  );
}

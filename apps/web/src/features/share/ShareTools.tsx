import { useId, useMemo, useRef, useState } from 'react';
import { Button, TextField, useTranslate } from '@motes/ui';
import { qrMatrix, qrPngBlob, qrSvgFile, qrSvgPath, QR_QUIET_ZONE, saveBlob } from './qrCode';

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
  /** The audio's `?download=1` URL; undefined when downloading is not allowed. */
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
  const matrix = useMemo(() => qrMatrix(shareUrl), [shareUrl]);
  const side = matrix.size + QR_QUIET_ZONE * 2;

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

  function handleSvg() {
    saveBlob(new Blob([qrSvgFile(matrix)], { type: 'image/svg+xml' }), `${fileStem}-qr.svg`);
  }

  async function handlePng() {
    saveBlob(await qrPngBlob(matrix), `${fileStem}-qr.png`);
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
      <div className="mote-share__qr">
        <svg
          viewBox={`0 0 ${side} ${side}`}
          width={side * 4}
          height={side * 4}
          shapeRendering="crispEdges"
          role="img"
          aria-label={t('share-qr-label')}
          data-modules={matrix.size}
        >
          <rect width={side} height={side} fill="#fff" />
          <path fill="#000" d={qrSvgPath(matrix)} />
        </svg>
        <div className="mote-share__actions">
          <Button variant="secondary" size="sm" onClick={() => void handlePng()}>
            {t('share-qr-png')}
          </Button>
          <Button variant="secondary" size="sm" onClick={handleSvg}>
            {t('share-qr-svg')}
          </Button>
        </div>
      </div>
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

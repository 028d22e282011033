import { useId, useRef, useState, type RefObject } from 'react';
import { Button, TextField, useTranslate } from '@motes/ui';

/**
 * The finished mote's share link (§2 `/m/{id}`): shown in a read-only field, with a copy
 * button and a link that opens it. Where the clipboard is unavailable the field's text is
 * selected instead, ready for Ctrl+C.
 */
export function ShareLink({
  url,
  copyRef,
}: {
  url: string;
  /** The copy button, for the caller to move focus to. */
  copyRef?: RefObject<HTMLButtonElement | null>;
}) {
  const t = useTranslate();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'copied' | 'select' | undefined>();
  const statusId = useId();

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      fieldRef.current?.select();
      setCopied('select');
    }
  }

  return (
    <div className="recorder-share">
      <TextField
        ref={fieldRef}
        label={t('recorder-share-link-label')}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        className="recorder-share__field"
      />
      <div className="recorder__controls">
        <Button
          ref={copyRef}
          variant="primary"
          onClick={() => void handleCopy()}
          aria-describedby={statusId}
        >
          {t('recorder-share-copy')}
        </Button>
        <a
          className="motes-link recorder-share__open"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('recorder-share-open')}
        </a>
      </div>
      <p id={statusId} role="status" className="recorder-share__status">
        {copied === 'copied' && t('recorder-share-copied')}
        {copied === 'select' && t('recorder-share-copy-manually')}
      </p>
    </div>
  );
}

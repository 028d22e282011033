import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import {
  createMote,
  isAbortError,
  newIdempotencyKey,
  uploadResumable,
  type UploadProgress,
} from '@motes/api-client';
import { MOTE_TITLE_MAX_LENGTH, type Mote } from '@motes/shared';
import { Alert, Button, TextField, useTranslate } from '@motes/ui';
import { creatingErrorMessage } from '../host/creatingErrorMessage';
import { useCreatingHost } from '../host/creatingHost';
import { MoteReady } from '../share/MoteReady';
import { UPLOAD_ACCEPT, uploadTitle } from './acceptedAudio';

type Uploading =
  | { name: 'choosing' }
  | { name: 'uploading'; progress: UploadProgress | undefined }
  | { name: 'failed'; error: unknown };

/** What a chosen file has become on the server so far: a retry goes on from here. */
interface Sent {
  file: File;
  /** The tus upload, once created; resumed from where the server stands. */
  uploadId?: string;
  /** Every byte is on the server. */
  uploaded: boolean;
  /** The key of this file's `POST m/motes`; one per file, the same on every retry. */
  idempotencyKey: string;
}

/**
 * Issue 6 item 4 "Upload": pick or drop an audio file; it goes up resumably (tus, with
 * progress) and becomes a mote (`POST m/motes` kind `upload`) titled with its file name unless
 * the user typed a title. The server's messages say what is wrong (not audio, too big, too
 * long, free motes used up) as they come; the chosen file and title stay for another try.
 */
export function UploadAudio() {
  const t = useTranslate();
  const host = useCreatingHost();
  const [file, setFile] = useState<File>();
  const [title, setTitle] = useState('');
  const [uploading, setUploading] = useState<Uploading>({ name: 'choosing' });
  const [mote, setMote] = useState<Mote>();
  const [dragging, setDragging] = useState(false);
  const [fileMissing, setFileMissing] = useState(false);
  const sent = useRef<Sent | undefined>(undefined);
  const abort = useRef<AbortController | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const fileHintId = useId();
  const fileErrorId = useId();
  const blockedId = useId();

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    setFile(chosen);
    setFileMissing(false);
    setUploading({ name: 'choosing' });
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (uploading.name === 'uploading' || host.outOfFreeMotes) return;
    if (!file) {
      setFileMissing(true);
      inputRef.current?.focus();
      return;
    }
    if (sent.current?.file !== file) {
      sent.current = { file, uploaded: false, idempotencyKey: newIdempotencyKey() };
    }
    const current = sent.current;
    const controller = new AbortController();
    abort.current = controller;
    setUploading({ name: 'uploading', progress: undefined });
    try {
      if (!current.uploaded || !current.uploadId) {
        const { uploadId } = await uploadResumable(host.apiClient, {
          file,
          uploadId: current.uploadId,
          filetype: file.type || 'application/octet-stream',
          filename: file.name,
          signal: controller.signal,
          onUploadCreated: (created) => {
            current.uploadId = created;
          },
          onProgress: (progress) => setUploading({ name: 'uploading', progress }),
        });
        current.uploadId = uploadId;
        current.uploaded = true;
      }
      const made = await createMote(
        host.apiClient,
        {
          kind: 'upload',
          uploadId: current.uploadId,
          title: uploadTitle(title, file.name, MOTE_TITLE_MAX_LENGTH),
        },
        { idempotencyKey: current.idempotencyKey, signal: controller.signal },
      );
      sent.current = undefined;
      setMote(made);
      setUploading({ name: 'choosing' });
    } catch (error) {
      // A refused file cannot become a mote: the next try uploads it again, under a new key.
      if (!isAbortError(error)) sent.current = undefined;
      setUploading({ name: 'failed', error });
    } finally {
      abort.current = undefined;
      host.onMotesChanged();
    }
  }

  function handleDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  }

  function handleAnother() {
    setMote(undefined);
    setFile(undefined);
    setTitle('');
    if (inputRef.current) inputRef.current.value = '';
  }

  if (mote) {
    return (
      <MoteReady mote={mote} heading={t('create-upload-done-heading')}>
        <div className="recorder__controls">
          <Button variant="secondary" onClick={handleAnother}>
            {t('create-upload-another')}
          </Button>
        </div>
      </MoteReady>
    );
  }

  const progress = uploading.name === 'uploading' ? uploading.progress : undefined;
  return (
    <form className="creating-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <div
        className={`creating-drop${dragging ? ' creating-drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
      >
        <label className="motes-text-field__label" htmlFor={fileId}>
          {t('create-upload-file-label')}
        </label>
        <p id={fileHintId} className="motes-text-field__hint">
          {t('create-upload-file-hint')}
        </p>
        <input
          ref={inputRef}
          id={fileId}
          type="file"
          accept={UPLOAD_ACCEPT}
          aria-describedby={fileMissing ? `${fileHintId} ${fileErrorId}` : fileHintId}
          aria-invalid={fileMissing || undefined}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        {file && (
          <p className="creating-drop__chosen">
            {t('create-upload-chosen', { name: file.name, size: megabytes(file.size) })}
          </p>
        )}
        {fileMissing && (
          <p id={fileErrorId} className="motes-text-field__error" role="alert">
            {t('create-upload-file-missing')}
          </p>
        )}
      </div>

      <TextField
        label={t('create-title-label')}
        hint={t('create-upload-title-hint')}
        value={title}
        maxLength={MOTE_TITLE_MAX_LENGTH}
        onChange={(event) => setTitle(event.target.value)}
      />

      {uploading.name === 'uploading' && (
        <progress
          className="recorder__progress"
          aria-label={t('recorder-upload-progress-label')}
          max={progress?.totalBytes || 1}
          value={progress?.sentBytes ?? 0}
        />
      )}
      {uploading.name === 'failed' && (
        <Alert type="warn" title={t('create-failed-title')}>
          <p>
            {isAbortError(uploading.error)
              ? t('create-upload-stopped')
              : creatingErrorMessage(uploading.error, t)}
          </p>
        </Alert>
      )}

      <div className="recorder__controls">
        {uploading.name === 'uploading' ? (
          <Button variant="secondary" onClick={() => abort.current?.abort()}>
            {t('recorder-stop-upload')}
          </Button>
        ) : (
          <Button
            type="submit"
            visuallyDisabled={host.outOfFreeMotes}
            aria-describedby={host.outOfFreeMotes ? blockedId : undefined}
          >
            {uploading.name === 'failed' ? t('recorder-try-again') : t('create-upload-submit')}
          </Button>
        )}
      </div>
      <p className="creating-form__status" role="status">
        {uploading.name === 'uploading' ? t('create-upload-uploading') : ''}
      </p>
      {host.renderFreeMotesNotice(blockedId)}
    </form>
  );
}

/** A file's size in MB with one decimal, for "interview.mp3 (3.2 MB)". */
function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1);
}

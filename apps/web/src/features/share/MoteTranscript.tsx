import { lazy, Suspense, useMemo, useState, type MouseEvent } from 'react';
import { Button, useTranslate } from '@motes/ui';
import type { MoteTranscript as Transcript } from '@motes/shared';
import { currentWordIndex, transcriptPieces } from './currentWord';

// Loaded on first use: the language list, translation and read-aloud code stay out of the
// share page's first load (issue 6: under 80 KB of JavaScript).
const TranscriptTranslation = lazy(() =>
  import('./TranscriptTranslation').then((module) => ({ default: module.TranscriptTranslation })),
);

/**
 * The transcript of a shared mote. With word timings, the word being spoken is a `<mark>`
 * and clicking a word plays from it (keyboard users seek with the slider). The region is not
 * live: a screen reader would otherwise read every word again. A transcript that does not
 * exist says why in a plain sentence; no text is ever made up.
 */
export function MoteTranscript({
  transcript,
  language,
  timeMs,
  onSeek,
}: {
  transcript: Transcript;
  /** The spoken language (a catalogue code), which the transcript is in. */
  language: string;
  timeMs: number;
  onSeek: (seconds: number) => void;
}) {
  const t = useTranslate();
  const pieces = useMemo(
    () => transcriptPieces(transcript.text, transcript.words),
    [transcript.text, transcript.words],
  );
  const current = currentWordIndex(transcript.words, timeMs);
  const [translating, setTranslating] = useState(false);
  const hasText = transcript.text.trim() !== '';

  function handleClick(event: MouseEvent<HTMLElement>) {
    const target = event.target as HTMLElement;
    const startMs = target.dataset.startMs;
    if (startMs !== undefined) onSeek(Number(startMs) / 1000);
  }

  let body;
  if (hasText) {
    body = (
      <p className="mote-transcript__text" lang={language} aria-live="off" onClick={handleClick}>
        {pieces.map((piece, index) => {
          if (piece.kind === 'gap') return piece.text;
          const Word = piece.index === current ? 'mark' : 'span';
          return (
            <Word key={index} className="mote-transcript__word" data-start-ms={piece.startMs}>
              {piece.text}
            </Word>
          );
        })}
      </p>
    );
  } else if (transcript.status === 'pending') {
    body = (
      <p className="mote-transcript__status" role="status">
        {t('share-transcript-pending')}
      </p>
    );
  } else {
    const message = {
      none: t('share-transcript-none'),
      disabled: t('share-transcript-disabled'),
      failed: t('share-transcript-failed'),
      done: t('share-transcript-empty'),
      pending: '',
    }[transcript.status];
    body = <p className="mote-transcript__status">{message}</p>;
  }

  return (
    <section className="mote-transcript" aria-labelledby="mote-transcript-heading">
      <h2 id="mote-transcript-heading">{t('share-transcript-heading')}</h2>
      {body}
      {hasText && !translating && (
        <Button variant="secondary" size="sm" onClick={() => setTranslating(true)}>
          {t('share-translate-open')}
        </Button>
      )}
      {hasText && translating && (
        <Suspense fallback={<p role="status">{t('share-translate-loading')}</p>}>
          <TranscriptTranslation text={transcript.text} from={language} />
        </Suspense>
      )}
    </section>
  );
}

import { useId, useRef } from 'react';
import type { VocabularyWord } from '@motes/shared';
import { Alert, Button, useToaster, useTranslate } from '@motes/ui';
import { describeApiError } from '../../api/describeApiError';

export interface VocabularySectionProps {
  /** Null while loading. */
  words: readonly VocabularyWord[] | null;
  error: unknown;
  onRemove: (word: VocabularyWord) => Promise<void>;
}

/** The vocabulary list: the words of the user's blue (Vocabulary) highlights, and removal. */
export function VocabularySection({ words, error, onRemove }: VocabularySectionProps) {
  const t = useTranslate();
  const toaster = useToaster();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  async function handleRemove(word: VocabularyWord) {
    try {
      await onRemove(word);
      headingRef.current?.focus();
      toaster.success(t('annotations-word-removed', { word: word.word }));
    } catch (failure) {
      toaster.error(
        describeApiError(failure, t('annotations-word-remove-failed', { word: word.word })),
      );
    }
  }

  return (
    <section aria-labelledby={headingId} className="annotations-page__vocabulary">
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {t('annotations-vocabulary-heading')}
      </h2>
      <p>{t('annotations-vocabulary-lead')}</p>
      {error !== undefined && (
        <Alert type="error">
          {describeApiError(error, t('annotations-vocabulary-load-failed'))}
        </Alert>
      )}
      {words === null && error === undefined && (
        <p role="status">{t('annotations-vocabulary-loading')}</p>
      )}
      {words?.length === 0 && <p>{t('annotations-vocabulary-empty')}</p>}
      {words && words.length > 0 && (
        <ul className="annotations-page__words">
          {words.map((word) => (
            <li key={word.id} className="annotations-page__word">
              <span>{word.word}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('annotations-word-remove-label', { word: word.word })}
                onClick={() => void handleRemove(word)}
              >
                {t('annotations-remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

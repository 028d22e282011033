import { useCallback } from 'react';
import { moteTitleFromText, type Mote } from '@motes/shared';
import { useTranslate, useTranslator } from '@motes/ui';

/** What naming a mote needs of it. */
export type NamedMote = Pick<Mote, 'title' | 'createdAt' | 'transcript'>;

/**
 * The title a user sees for a mote (issue 6): the owner's, else the first words of its
 * transcript (the server stores them as the title when the transcript is done; this covers
 * motes transcribed before it did), else "Recording, {date and time}" in the viewer's locale —
 * until the transcript is ready, and for motes that get none (§6 minors, opted out, anonymous).
 * Display only: nothing is saved.
 */
export function useMoteTitle(): (mote: NamedMote) => string {
  const t = useTranslate();
  const { locale } = useTranslator();
  return useCallback(
    (mote: NamedMote) => {
      const own = mote.title.trim();
      if (own) return own;
      const spoken =
        mote.transcript.status === 'done' ? moteTitleFromText(mote.transcript.text) : '';
      if (spoken) return spoken;
      const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
      return t('share-recorded-title', { date: date.format(new Date(mote.createdAt)) });
    },
    [t, locale],
  );
}

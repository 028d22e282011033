// The Highlighter tool's state: the page's highlights (loaded when the tool opens, from the
// account or this browser — src/reading/highlighter), adding one from the page's selection and
// removing one, with a message for each outcome.
import {
  HIGHLIGHT_QUOTE_MAX_LENGTH,
  HIGHLIGHTER_TEXTS,
  normalizePageUrl,
  type HighlightColour,
} from '@motes/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { canPaintHighlights } from '../../reading/highlighter/highlightPainter';
import {
  createPageHighlights,
  HighlightSelectionError,
  type PageHighlight,
  type PageHighlights,
} from '../../reading/highlighter/pageHighlights';
import {
  rememberPageSelection,
  type SelectionMemory,
} from '../../reading/highlighter/selectionMemory';
import { storedHighlightStore } from '../../reading/highlighter/storedHighlightStore';
import { engineFailureOf } from '../../engineErrorMessage';
import { useSidebarServices } from '../sidebarServices';

export interface HighlighterState {
  /** Null until the page's highlights have loaded. */
  highlights: PageHighlight[] | null;
  /** Where they are kept: the account, or this browser only (anonymous). */
  storeKind: 'account' | 'local' | null;
  /** What the last action did, for the tool's live region. */
  message: { text: string; isError: boolean } | null;
  canPaint: boolean;
  add(colour: HighlightColour): Promise<void>;
  remove(highlight: PageHighlight): Promise<void>;
}

export function useHighlighter(): HighlighterState {
  const { api, track } = useSidebarServices();
  const [highlights, setHighlights] = useState<PageHighlight[] | null>(null);
  const [storeKind, setStoreKind] = useState<'account' | 'local' | null>(null);
  const [message, setMessage] = useState<HighlighterState['message']>(null);
  const pageRef = useRef<PageHighlights | null>(null);
  const selectionRef = useRef<SelectionMemory | null>(null);

  useEffect(() => {
    const selection = rememberPageSelection(document);
    selectionRef.current = selection;
    let active = true;
    void (async () => {
      try {
        const store = await storedHighlightStore(normalizePageUrl(document.location.href), api);
        const page = createPageHighlights({ document, store });
        const loaded = await page.load();
        if (!active) return;
        pageRef.current = page;
        setStoreKind(store.kind);
        setHighlights(loaded);
      } catch (failure) {
        if (!active) return;
        setHighlights([]);
        setMessage({ text: failureText(failure, HIGHLIGHTER_TEXTS.loadFailed), isError: true });
      }
    })();
    return () => {
      active = false;
      selection.stop();
    };
  }, [api]);

  const add = useCallback(
    async ({ colour, label, isLocked }: HighlightColour) => {
      const page = pageRef.current;
      const range = selectionRef.current?.current() ?? null;
      if (!page || !range) {
        setMessage({ text: HIGHLIGHTER_TEXTS.noSelection, isError: true });
        return;
      }
      try {
        const { vocabularyWord } = await page.add(colour, range);
        selectionRef.current?.forget();
        setHighlights([...page.list()]);
        track('Highlight Created', { colour, isVocabulary: isLocked });
        setMessage({
          text: vocabularyWord
            ? HIGHLIGHTER_TEXTS.addedToVocabulary(vocabularyWord.word)
            : HIGHLIGHTER_TEXTS.added(label),
          isError: false,
        });
      } catch (failure) {
        setMessage({ text: addFailureText(failure), isError: true });
      }
    },
    [track],
  );

  const remove = useCallback(async (entry: PageHighlight) => {
    const page = pageRef.current;
    if (!page) return;
    try {
      await page.remove(entry.highlight.id);
      setHighlights([...page.list()]);
      setMessage({ text: HIGHLIGHTER_TEXTS.removed, isError: false });
    } catch (failure) {
      setMessage({
        text: failureText(failure, HIGHLIGHTER_TEXTS.removeFailed),
        isError: true,
      });
    }
  }, []);

  return { highlights, storeKind, message, canPaint: canPaintHighlights(window), add, remove };
}

function addFailureText(failure: unknown): string {
  if (failure instanceof HighlightSelectionError) {
    return failure.reason === 'too_long'
      ? HIGHLIGHTER_TEXTS.selectionTooLong(HIGHLIGHT_QUOTE_MAX_LENGTH)
      : HIGHLIGHTER_TEXTS.noSelection;
  }
  return failureText(failure, HIGHLIGHTER_TEXTS.failed);
}

/** The server's own message for the user, else `fallback` (network down, timeout). */
function failureText(failure: unknown, fallback: string): string {
  return engineFailureOf(failure).message ?? fallback;
}

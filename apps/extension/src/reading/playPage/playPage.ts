// Play Page (issue 7 item 4): reads the page's main text aloud from the beginning, the selection
// or a clicked paragraph, highlighting each word in the page as it is spoken. The sidebar shell
// creates one with a speech source and calls play/pause/resume/stop from its controls.
import {
  createPageHighlighter,
  type PageHighlighter,
  type ReadingHighlightColours,
} from './pageHighlighter';
import {
  PlayPagePlayer,
  type PlayPagePlayerOptions,
  type PlayPageState,
  type ReadingHighlighter,
} from './playPagePlayer';
import { planReading, type ReadingStart } from './readingPlan';
import { collectReadingUnits, findReadingRoot } from './readingUnits';

export interface PlayPageOptions extends Omit<PlayPagePlayerOptions, 'highlighter'> {
  /** Default: the global document. */
  document?: Document;
  /** Elements never read (the sidebar's host is skipped anyway, as a `motes-*` element). */
  exclude?: readonly Element[];
  highlightColours?: Partial<ReadingHighlightColours>;
  /** Default true: scroll to keep the spoken word in view. */
  followWord?: boolean;
  /** Replaces the in-page highlighter (its `setColours`, if any, gets colour changes). */
  highlighter?: ReadingHighlighter & Partial<Pick<PageHighlighter, 'setColours'>>;
}

export interface PlayPage {
  /**
   * Starts reading (stopping any reading first). The page is read afresh each time, so text
   * that appeared since is included. Returns false, and plays nothing, when there is no text
   * to read from `start`.
   */
  play(start?: ReadingStart): boolean;
  pause(): void;
  resume(): void;
  /** Stops and removes every highlight. */
  stop(): void;
  /** From the next chunk (paragraph) on. */
  setSpeed(speed: number): void;
  setVoice(voice: string | undefined): void;
  setHighlightColours(colours: Partial<ReadingHighlightColours>): void;
  getState(): PlayPageState;
  /** Calls `listener` on every state change; returns the unsubscribe function. */
  subscribe(listener: (state: PlayPageState) => void): () => void;
}

export function createPlayPage(options: PlayPageOptions): PlayPage {
  const document = options.document ?? globalThis.document;
  const highlighter =
    options.highlighter ??
    createPageHighlighter(document, {
      ...(options.highlightColours ? { colours: options.highlightColours } : {}),
      ...(options.followWord === false ? { followWord: false } : {}),
    });
  const listeners = new Set<(state: PlayPageState) => void>();
  const player = new PlayPagePlayer({
    ...options,
    highlighter,
    onStateChange: (state) => {
      options.onStateChange?.(state);
      for (const listener of listeners) listener(state);
    },
  });
  return {
    play(start = { kind: 'beginning' }) {
      const units = collectReadingUnits(readingRootFor(document, start), {
        ...(options.exclude ? { exclude: options.exclude } : {}),
      });
      const chunks = planReading(units, start);
      if (chunks.length === 0) return false;
      player.play(chunks);
      return true;
    },
    pause: () => player.pause(),
    resume: () => player.resume(),
    stop: () => player.stop(),
    setSpeed: (speed) => player.setSpeed(speed),
    setVoice: (voice) => player.setVoice(voice),
    setHighlightColours: (colours) => highlighter.setColours?.(colours),
    getState: () => player.getState(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The main text for a start from the beginning; for a selection, the element around it (a
 * selection is read wherever it is); for a click outside the main text, the whole page.
 */
function readingRootFor(document: Document, start: ReadingStart): Element {
  if (start.kind === 'selection') {
    const around = start.range.commonAncestorContainer;
    const element = around instanceof Element ? around : around.parentElement;
    if (element) return element;
  }
  const root = findReadingRoot(document);
  if (start.kind === 'paragraph' && !root.contains(start.target)) return document.body ?? root;
  return root;
}

/** Reading the current selection, or null when nothing (or only a caret) is selected. */
export function selectionStart(document: Document): ReadingStart | null {
  const selection = document.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  return { kind: 'selection', range: selection.getRangeAt(0).cloneRange() };
}

/** Reading from the paragraph under a viewport point (a click), or null off the text. */
export function pointStart(document: Document, x: number, y: number): ReadingStart | null {
  const caret = document.caretPositionFromPoint?.(x, y);
  const target = caret?.offsetNode ?? document.elementFromPoint(x, y);
  return target ? { kind: 'paragraph', target } : null;
}

// Text Prediction (issue 7 item 5; market-notes.md "Text Prediction"): word suggestions for
// the page's text fields, from `POST t/predict`, in a panel that follows the caret or stays
// fixed. The calls are injected, so this module does not care whether they go straight to the
// API or through the background worker.
//
// Keyboard, chosen so ordinary typing is never taken over: while suggestions show, Tab
// inserts the highlighted one, Alt+1…Alt+5 insert that one, Alt+↓/Alt+↑ move the highlight
// and Escape closes the panel (after which Tab moves focus on as usual, so no field becomes a
// keyboard trap). Every other key reaches the page untouched.
import {
  PREDICTION_DEFAULT_LIMIT,
  PREDICTION_TEXTS,
  type AcceptedWord,
  type PredictionRequest,
  type PredictionResponse,
  type PredictionSuggestion,
} from '@motes/shared';
import { engineFailureOf, isAbortError } from '../../engineErrorMessage';
import { caretRect } from './caretPosition';
import {
  editableFieldOf,
  replaceBeforeCaret,
  textBeforeCaret,
  type EditableField,
} from './editableField';
import { createPredictionPanel, type PredictionPlacement } from './predictionPanel';
import { acceptedWord, predictionContext, suggestionEdit, wantsPrediction } from './suggestionEdit';

/** How long typing must pause before suggestions are asked for, in milliseconds. */
export const PREDICTION_DEBOUNCE_MS = 150;

export interface TextPredictionOptions {
  /**
   * `POST t/predict` (`predictWords` of @motes/api-client, or a message to the background
   * doing it). Rejects like the API client: an AbortError when `signal` aborts; an error
   * with `status` and the server's `body` (`{ error, message }`) when the server refused.
   */
  predict(request: PredictionRequest, signal: AbortSignal): Promise<PredictionResponse>;
  /**
   * Called with each accepted word, for `POST u/predictions/accepted` (signed-in users) so the
   * server learns the user's words. Its failures are ignored: suggestions still work.
   */
  acceptWord?(accepted: AcceptedWord): Promise<unknown> | void;
  /** The catalogue language to predict in (`en-US`, `fr-FR`, `es-ES`). */
  language: string;
  /** Default `caret`. */
  placement?: PredictionPlacement;
  /** Suggestions asked for; default {@link PREDICTION_DEFAULT_LIMIT}. Alt+1…5 reach the first five. */
  limit?: number;
  debounceMs?: number;
  /** Fields to leave alone (e.g. the Mote Sidebar's own). */
  ignore?(element: HTMLElement): boolean;
  document?: Document;
}

export interface TextPrediction {
  setPlacement(placement: PredictionPlacement): void;
  setLanguage(language: string): void;
  /** Removes the panel and every listener. */
  stop(): void;
}

/** Starts Text Prediction in `options.document` (default: the current one). */
export function startTextPrediction(options: TextPredictionOptions): TextPrediction {
  const document = options.document ?? globalThis.document;
  const view = document.defaultView!;
  let { language } = options;
  let placement = options.placement ?? 'caret';
  let field: EditableField | undefined;
  let suggestions: PredictionSuggestion[] = [];
  let active = 0;
  /** The `before` text the shown suggestions answer. */
  let shownFor = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  const panel = createPredictionPanel(document, (index) => accept(index));

  function close() {
    clearTimeout(timer);
    inFlight?.abort();
    inFlight = undefined;
    suggestions = [];
    panel.hide();
  }

  function fieldOf(event: Event): EditableField | undefined {
    const found = editableFieldOf(event.composedPath()[0] ?? null);
    if (!found || options.ignore?.(found.element)) return undefined;
    return found;
  }

  function schedule() {
    clearTimeout(timer);
    inFlight?.abort();
    timer = setTimeout(() => void request(), options.debounceMs ?? PREDICTION_DEBOUNCE_MS);
  }

  async function request() {
    const current = field;
    const before = current && textBeforeCaret(current);
    if (!current || before === undefined || !wantsPrediction(before)) {
      close();
      return;
    }
    const controller = new AbortController();
    inFlight = controller;
    const context = predictionContext(before);
    try {
      const answer = await options.predict(
        { language, before: context, limit: options.limit ?? PREDICTION_DEFAULT_LIMIT },
        controller.signal,
      );
      if (controller.signal.aborted || field !== current) return;
      suggestions = answer.suggestions;
      active = 0;
      shownFor = before;
      if (suggestions.length === 0) {
        panel.hide();
        return;
      }
      panel.show(suggestions, active);
      panel.place(placement, placement === 'caret' ? caretRect(current) : undefined);
      panel.announce(PREDICTION_TEXTS.announce(suggestions.map((s) => s.word)));
    } catch (error) {
      if (isAbortError(error) || controller.signal.aborted) return;
      suggestions = [];
      const { message } = engineFailureOf(error);
      panel.showMessage(message ?? PREDICTION_TEXTS.failed);
      panel.place(placement, placement === 'caret' ? caretRect(current) : undefined);
      panel.announce(message ?? PREDICTION_TEXTS.failed);
    } finally {
      if (inFlight === controller) inFlight = undefined;
    }
  }

  function accept(index: number) {
    const suggestion = suggestions[index];
    const current = field;
    if (!suggestion || !current) return;
    const before = textBeforeCaret(current);
    // The text changed since the suggestions came: they no longer fit.
    if (before !== shownFor) {
      schedule();
      return;
    }
    const edit = suggestionEdit(before, suggestion);
    const accepted = acceptedWord(before, suggestion, language);
    close();
    replaceBeforeCaret(current, edit.deleteBefore, edit.insert);
    panel.announce(PREDICTION_TEXTS.inserted(suggestion.word));
    if (accepted && options.acceptWord) {
      void Promise.resolve()
        .then(() => options.acceptWord!(accepted))
        .catch(() => {});
    }
  }

  function moveHighlight(step: number) {
    active = (active + step + suggestions.length) % suggestions.length;
    panel.show(suggestions, active);
  }

  const onInput = (event: Event) => {
    const found = fieldOf(event);
    // While an input method composes a word, the text is not final: wait for it.
    if (!found || (event as InputEvent).isComposing) return;
    field = found;
    // The shown suggestions answered other text: hide them rather than let Tab insert a stale one.
    suggestions = [];
    panel.hide();
    schedule();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!panel.visible || !field || fieldOf(event)?.element !== field.element) return;
    if (event.key === 'Escape') {
      close();
      consume(event);
      return;
    }
    if (suggestions.length === 0) return;
    const plain = !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;
    const altOnly = event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;
    const digit = /^Digit([1-9])$/.exec(event.code)?.[1];
    if (event.key === 'Tab' && plain) {
      consume(event);
      accept(active);
    } else if (altOnly && digit && Number(digit) <= suggestions.length) {
      consume(event);
      accept(Number(digit) - 1);
    } else if (altOnly && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      consume(event);
      moveHighlight(event.key === 'ArrowDown' ? 1 : -1);
    }
  };

  const onFocusOut = (event: FocusEvent) => {
    if (field && fieldOf(event)?.element === field.element) {
      field = undefined;
      close();
    }
  };

  // Clicking or arrowing elsewhere in the text makes the suggestions stale.
  const onPointerDown = (event: Event) => {
    if (!event.composedPath().includes(panel.host)) close();
  };
  const onNavigationKey = (event: KeyboardEvent) => {
    if (event.altKey) return;
    if (
      [
        'ArrowLeft',
        'ArrowRight',
        'ArrowUp',
        'ArrowDown',
        'Home',
        'End',
        'PageUp',
        'PageDown',
      ].includes(event.key)
    ) {
      close();
    }
  };
  const onViewportChange = () => {
    if (panel.visible && field && placement === 'caret') panel.place(placement, caretRect(field));
  };

  // Capture phase on the window: the panel's keys are handled before the page's own handlers
  // would move focus or submit; every other key is left alone.
  view.addEventListener('input', onInput, true);
  view.addEventListener('keydown', onKeyDown, true);
  view.addEventListener('keydown', onNavigationKey);
  view.addEventListener('focusout', onFocusOut, true);
  view.addEventListener('pointerdown', onPointerDown, true);
  view.addEventListener('scroll', onViewportChange, true);
  view.addEventListener('resize', onViewportChange);

  return {
    setPlacement(next) {
      placement = next;
      onViewportChange();
      if (panel.visible && next === 'fixed') panel.place('fixed', undefined);
    },
    setLanguage(next) {
      language = next;
      close();
    },
    stop() {
      close();
      view.removeEventListener('input', onInput, true);
      view.removeEventListener('keydown', onKeyDown, true);
      view.removeEventListener('keydown', onNavigationKey);
      view.removeEventListener('focusout', onFocusOut, true);
      view.removeEventListener('pointerdown', onPointerDown, true);
      view.removeEventListener('scroll', onViewportChange, true);
      view.removeEventListener('resize', onViewportChange);
      panel.destroy();
    },
  };
}

function consume(event: Event) {
  event.preventDefault();
  event.stopPropagation();
}

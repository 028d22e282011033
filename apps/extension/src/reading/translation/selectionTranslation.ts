// Translation and Dictionary of the selection (issue 7 item 4; market-notes.md "Reading"):
// one selected word → its word translation (`POST t/translate/word`) and its definition
// (`GET d/define`); several words → a sentence translation (`POST t/translate`); always into
// the user's last translation language, read aloud on request (`POST t/tts`). Every call is
// injected, so this module does not care whether it goes to the API or through the background.
//
// It opens by itself after a selection made with the pointer (without taking focus), and by
// Alt+Shift+T (or `translateSelection({ focus: true })`), which moves focus into it; Escape
// closes it and gives focus back.
import {
  TRANSLATION_TEXTS,
  type DictionaryDefineQuery,
  type DictionaryDefinition,
  type TranslationRequest,
  type TranslationResponse,
  type WordTranslationRequest,
  type WordTranslationResponse,
} from '@motes/shared';
import { engineFailureOf, isAbortError } from '../../engineErrorMessage';
import { createTranslationPopover } from './translationPopover';
import { languageName, sameLanguage, selectionRequest } from './selectionKind';
import {
  definitionSection,
  messageParagraph,
  textTranslationSection,
  wordHeading,
  wordTranslationSection,
  type Section,
  type ViewActions,
} from './translationViews';

/** The translation lifecycle (§7 analytics: requested, then completed or failed). */
export interface TranslationLifecycleEvent {
  phase: 'requested' | 'completed' | 'failed';
  kind: 'word' | 'text';
  from: string;
  to: string;
}

export interface SelectionTranslationOptions {
  /** `POST t/translate/word`. Rejects like the API client (see README). */
  translateWord(
    request: WordTranslationRequest,
    signal: AbortSignal,
  ): Promise<WordTranslationResponse>;
  /** `GET d/define`. A 404 `word_not_found` answers the server's message. */
  define(query: DictionaryDefineQuery, signal: AbortSignal): Promise<DictionaryDefinition>;
  /** `POST t/translate`. */
  translateText(request: TranslationRequest, signal: AbortSignal): Promise<TranslationResponse>;
  /** Reads `text` aloud (`POST t/tts` and playback); resolves when it has been read. */
  speak(request: { text: string; language: string }, signal: AbortSignal): Promise<void>;
  /** The user's last translation language (§3 `lastTranslationLanguage`), if they chose one. */
  targetLanguage(): string | null | undefined;
  /** The selection's language; default: the page's `lang`, else `en-US`. */
  sourceLanguage?(): string;
  /** The URL of a dictionary picture (`d/pictures/…` API path); absent: no pictures. */
  pictureUrl?(path: string): string;
  /**
   * Which of the two sidebar tools are on (§3 teacher controls `translate` and `dictionary`);
   * default both. With translation off a word shows only its definition and a sentence
   * nothing; with the dictionary off a word shows only its translation.
   */
  tools?: SelectionTools;
  /** Open after a pointer selection; default true. */
  openOnSelect?: boolean;
  /** Analytics of the translation lifecycle. */
  onLifecycle?(event: TranslationLifecycleEvent): void;
  document?: Document;
}

export interface SelectionTools {
  translate: boolean;
  dictionary: boolean;
}

export interface SelectionTranslation {
  /** Switches the Translation and Dictionary tools on or off (e.g. a teacher control changed). */
  setTools(tools: SelectionTools): void;
  /** Translates the current selection; `focus` moves keyboard focus into the popover. */
  translateSelection(options?: { focus?: boolean }): void;
  close(): void;
  stop(): void;
}

/** How long a pointer selection must rest before the popover opens, in milliseconds. */
const SELECTION_SETTLE_MS = 250;

/** Starts selection translation in `options.document` (default: the current one). */
export function startSelectionTranslation(
  options: SelectionTranslationOptions,
): SelectionTranslation {
  const document = options.document ?? globalThis.document;
  const view = document.defaultView!;
  const popover = createTranslationPopover(document, () => close());
  let lookup: AbortController | undefined;
  let speech: AbortController | undefined;
  let returnFocusTo: HTMLElement | undefined;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  let tools: SelectionTools = options.tools ?? { translate: true, dictionary: true };

  const sourceLanguage = () =>
    options.sourceLanguage?.() ?? (document.documentElement.lang.trim() || 'en-US');

  const actions: ViewActions = {
    listen: (text, language) => void listen(text, language),
    translateAsText: (text) => translateText(text, sourceLanguage(), options.targetLanguage()!),
    pictureUrl: options.pictureUrl,
  };

  function close() {
    clearTimeout(settleTimer);
    lookup?.abort();
    speech?.abort();
    const hadFocus = popover.hasFocus();
    popover.hide();
    if (hadFocus && returnFocusTo?.isConnected) returnFocusTo.focus();
    returnFocusTo = undefined;
  }

  async function listen(text: string, language: string) {
    speech?.abort();
    const controller = new AbortController();
    speech = controller;
    popover.status(TRANSLATION_TEXTS.speaking);
    try {
      await options.speak({ text, language }, controller.signal);
      if (speech === controller) popover.status('');
    } catch (error) {
      if (isAbortError(error) || controller.signal.aborted) return;
      popover.status(engineFailureOf(error).message ?? TRANSLATION_TEXTS.speechFailed);
    }
  }

  function failureMessage(error: unknown, fallback: string): string {
    return engineFailureOf(error).message ?? fallback;
  }

  function report(
    phase: TranslationLifecycleEvent['phase'],
    kind: 'word' | 'text',
    from: string,
    to: string,
  ) {
    options.onLifecycle?.({ phase, kind, from, to });
  }

  /** `blocked`: why the word is not translated (no or same target language), shown instead. */
  function translateWord(word: string, from: string, to: string, blocked?: string) {
    const controller = new AbortController();
    lookup = controller;
    const translate = tools.translate && !blocked;
    const { dictionary } = tools;
    let translation: Section<WordTranslationResponse> = { state: 'loading' };
    let definition: Section<DictionaryDefinition> = { state: 'loading' };
    const render = () => {
      if (controller.signal.aborted) return;
      popover.update(
        [
          wordHeading(document, word, from, translation, definition, actions),
          translate && wordTranslationSection(document, word, to, translation, actions),
          blocked !== undefined && messageParagraph(document, blocked),
          dictionary && definitionSection(document, definition, actions),
        ].filter((section): section is HTMLElement => section !== false),
      );
      const loading = translation.state === 'loading' || definition.state === 'loading';
      popover.status(loading ? TRANSLATION_TEXTS.loading : '');
    };
    if (!translate) translation = { state: 'failed', message: '' };
    if (!dictionary) definition = { state: 'failed', message: '' };
    render();
    if (translate) translateOneWord();
    if (dictionary) defineOneWord();

    function translateOneWord() {
      report('requested', 'word', from, to);
      options.translateWord({ word, from, to }, controller.signal).then(
        (value) => {
          translation = { state: 'done', value };
          render();
          report('completed', 'word', from, to);
        },
        (error: unknown) => {
          if (isAbortError(error)) return;
          translation = {
            state: 'failed',
            message: failureMessage(error, TRANSLATION_TEXTS.failed),
          };
          render();
          report('failed', 'word', from, to);
        },
      );
    }

    function defineOneWord() {
      options.define({ word, language: from }, controller.signal).then(
        (value) => {
          definition = { state: 'done', value };
          render();
        },
        (error: unknown) => {
          if (isAbortError(error)) return;
          const message = failureMessage(error, TRANSLATION_TEXTS.definitionFailed);
          definition = { state: 'failed', message };
          render();
        },
      );
    }
  }

  function translateText(text: string, from: string, to: string) {
    lookup?.abort();
    const controller = new AbortController();
    lookup = controller;
    const render = (section: Section<TranslationResponse>) => {
      if (controller.signal.aborted) return;
      popover.update([textTranslationSection(document, to, section, actions)]);
      popover.status(section.state === 'loading' ? TRANSLATION_TEXTS.loading : '');
    };
    render({ state: 'loading' });
    report('requested', 'text', from, to);
    options.translateText({ text, from, to }, controller.signal).then(
      (value) => {
        render({ state: 'done', value });
        report('completed', 'text', from, to);
      },
      (error: unknown) => {
        if (isAbortError(error)) return;
        render({ state: 'failed', message: failureMessage(error, TRANSLATION_TEXTS.failed) });
        report('failed', 'text', from, to);
      },
    );
  }

  function translateSelection({ focus = false }: { focus?: boolean } = {}) {
    clearTimeout(settleTimer);
    lookup?.abort();
    speech?.abort();
    const selection = document.getSelection();
    const selected = selection && selection.rangeCount > 0 ? selection.toString() : '';
    const anchor =
      selection && selection.rangeCount > 0 && !selection.isCollapsed
        ? selection.getRangeAt(0).getBoundingClientRect()
        : undefined;
    const request = selectionRequest(selected);
    if (focus) {
      const active = document.activeElement;
      returnFocusTo =
        active instanceof HTMLElement && active !== document.body ? active : undefined;
    }
    const show = (content: Node[]) => {
      popover.show(content, anchor);
      if (focus) popover.focus();
    };
    if (request.kind === 'none') {
      if (focus) show([messageParagraph(document, TRANSLATION_TEXTS.noSelection)]);
      else close();
      return;
    }
    if (request.kind === 'too_long') {
      show([messageParagraph(document, TRANSLATION_TEXTS.tooLong(request.maxChars))]);
      return;
    }
    if (request.kind === 'text' && !tools.translate) {
      close();
      return;
    }
    const from = sourceLanguage();
    const to = options.targetLanguage();
    const blocked = !tools.translate
      ? undefined
      : !to
        ? TRANSLATION_TEXTS.noTargetLanguage
        : sameLanguage(from, to)
          ? TRANSLATION_TEXTS.sameLanguage(languageName(to))
          : undefined;
    if (blocked && (request.kind === 'text' || !tools.dictionary)) {
      show([messageParagraph(document, blocked)]);
      return;
    }
    show([]);
    if (request.kind === 'word') translateWord(request.word, from, to ?? from, blocked);
    else translateText(request.text, from, to!);
  }

  const onPointerUp = (event: PointerEvent) => {
    if (options.openOnSelect === false || event.composedPath().includes(popover.host)) return;
    clearTimeout(settleTimer);
    // Let a double-click finish selecting its word before reading the selection.
    settleTimer = setTimeout(() => {
      const selection = document.getSelection();
      if (selection && !selection.isCollapsed && selection.toString().trim()) translateSelection();
    }, SELECTION_SETTLE_MS);
  };

  const onPointerDown = (event: PointerEvent) => {
    if (popover.visible && !event.composedPath().includes(popover.host)) close();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && popover.visible) {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (
      event.altKey &&
      event.shiftKey &&
      !event.ctrlKey &&
      !event.metaKey &&
      event.code === 'KeyT'
    ) {
      event.preventDefault();
      event.stopPropagation();
      translateSelection({ focus: true });
    }
  };

  view.addEventListener('pointerup', onPointerUp, true);
  view.addEventListener('pointerdown', onPointerDown, true);
  view.addEventListener('keydown', onKeyDown, true);

  return {
    setTools(next) {
      tools = next;
      close();
    },
    translateSelection,
    close,
    stop() {
      close();
      view.removeEventListener('pointerup', onPointerUp, true);
      view.removeEventListener('pointerdown', onPointerDown, true);
      view.removeEventListener('keydown', onKeyDown, true);
      popover.destroy();
    },
  };
}

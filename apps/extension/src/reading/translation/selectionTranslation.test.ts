import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@motes/api-client';
import { TRANSLATION_TEXTS, WORD_NOT_FOUND_ERROR } from '@motes/shared';
import {
  startSelectionTranslation,
  type SelectionTranslation,
  type SelectionTranslationOptions,
  type TranslationLifecycleEvent,
} from './selectionTranslation';

// Issue 7 item 4: which calls a selection makes, what the popover says for each answer or
// failure, and its keyboard behaviour. The injected calls are recording doubles answering in
// the shapes of t/translate/word, d/define and t/translate (errors as the real ApiError); the
// real server's answers are checked in Chromium by e2e/extension/translation.spec.ts.

beforeAll(() => {
  // jsdom lays nothing out: a Range has no rectangle there.
  Range.prototype.getBoundingClientRect ??= () => new DOMRect(10, 10, 40, 16);
});

let translation: SelectionTranslation | undefined;
afterEach(() => {
  translation?.stop();
  document.body.replaceChildren();
});

const dialog = () =>
  document.querySelector('motes-translation')!.shadowRoot!.querySelector('[role="dialog"]')!;

function select(paragraph: HTMLElement, start: number, end: number) {
  const range = document.createRange();
  range.setStart(paragraph.firstChild!, start);
  range.setEnd(paragraph.firstChild!, end);
  document.getSelection()!.removeAllRanges();
  document.getSelection()!.addRange(range);
}

function setUp(overrides: Partial<SelectionTranslationOptions> = {}) {
  const calls: string[] = [];
  const events: TranslationLifecycleEvent[] = [];
  document.documentElement.lang = 'en-US';
  const paragraph = document.createElement('p');
  paragraph.textContent = 'Farmers built a small house near the water.';
  const button = document.createElement('button');
  button.textContent = 'Elsewhere';
  document.body.append(paragraph, button);
  translation = startSelectionTranslation({
    translateWord: (request) => {
      calls.push(`word ${request.word} ${request.from}→${request.to}`);
      return Promise.resolve({
        word: request.word,
        engine: 'freedict',
        entries: [
          {
            headword: 'house',
            pronunciation: '/haʊs/',
            partOfSpeech: 'n',
            translations: ['casa', 'hogar'],
          },
        ],
      });
    },
    define: (query) => {
      calls.push(`define ${query.word} ${query.language}`);
      return Promise.reject(
        new ApiError({
          status: 404,
          method: 'GET',
          url: '/api/d/define',
          body: {
            error: WORD_NOT_FOUND_ERROR,
            message: `“${query.word}” is not in the dictionary.`,
          },
        }),
      );
    },
    translateText: (request) => {
      calls.push(`text ${request.text}`);
      return Promise.resolve({
        translation: 'Granjeros construyeron',
        engine: 'apertium',
        path: ['en', 'es'],
      });
    },
    speak: () => Promise.resolve(),
    targetLanguage: () => 'es-ES',
    onLifecycle: (event) => events.push(event),
    ...overrides,
  });
  return { paragraph, button, calls, events };
}

describe('startSelectionTranslation', () => {
  it('translates and defines one word; shows the server’s message when a part fails', async () => {
    const { paragraph, calls, events } = setUp();
    select(paragraph, 22, 27);
    translation!.translateSelection();
    await vi.waitFor(() => expect(dialog().textContent).toContain('casa, hogar'));
    expect(calls).toEqual(['word house en-US→es-ES', 'define house en-US']);
    expect(dialog().textContent).toContain('/haʊs/');
    expect(dialog().textContent).toContain('“house” is not in the dictionary.');
    expect(events).toEqual([
      { phase: 'requested', kind: 'word', from: 'en-US', to: 'es-ES' },
      { phase: 'completed', kind: 'word', from: 'en-US', to: 'es-ES' },
    ]);
  });

  it('translates several words as text, and the keyboard shortcut focuses it; Escape gives focus back', async () => {
    const { paragraph, button, calls } = setUp();
    button.focus();
    select(paragraph, 0, 13);
    const user = userEvent.setup();
    await user.keyboard('{Alt>}{Shift>}T{/Shift}{/Alt}');
    await vi.waitFor(() => expect(dialog().textContent).toContain('Granjeros construyeron'));
    expect(calls).toEqual(['text Farmers built']);
    expect(document.querySelector('motes-translation')!.shadowRoot!.activeElement).toBe(dialog());
    await user.keyboard('{Escape}');
    expect(dialog().closest('.popover')!.hasAttribute('hidden')).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('says what is missing instead of calling the server', async () => {
    const { paragraph, calls } = setUp({ targetLanguage: () => null });
    select(paragraph, 0, 13);
    translation!.translateSelection({ focus: true });
    expect(dialog().textContent).toContain(TRANSLATION_TEXTS.noTargetLanguage);
    translation!.close();
    document.getSelection()!.removeAllRanges();
    translation!.translateSelection({ focus: true });
    expect(dialog().textContent).toContain(TRANSLATION_TEXTS.noSelection);
    expect(calls).toEqual([]);
  });

  it('honours the teacher controls: no dictionary, or no translation', async () => {
    const { paragraph, calls } = setUp({ tools: { translate: true, dictionary: false } });
    select(paragraph, 22, 27);
    translation!.translateSelection();
    await vi.waitFor(() => expect(dialog().textContent).toContain('casa'));
    expect(dialog().textContent).not.toContain(TRANSLATION_TEXTS.definitionHeading);

    translation!.setTools({ translate: false, dictionary: true });
    select(paragraph, 22, 27);
    translation!.translateSelection();
    await vi.waitFor(() => expect(dialog().textContent).toContain('not in the dictionary'));
    expect(dialog().textContent).not.toContain('casa');
    select(paragraph, 0, 13);
    translation!.translateSelection();
    expect(dialog().closest('.popover')!.hasAttribute('hidden')).toBe(true);
    expect(calls).toEqual(['word house en-US→es-ES', 'define house en-US']);
  });

  it('still defines a word when no target language is chosen, and says to choose one', async () => {
    const { paragraph } = setUp({ targetLanguage: () => null });
    select(paragraph, 22, 27);
    translation!.translateSelection();
    await vi.waitFor(() => expect(dialog().textContent).toContain('not in the dictionary'));
    expect(dialog().textContent).toContain(TRANSLATION_TEXTS.noTargetLanguage);
  });
});

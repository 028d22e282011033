// The popover's content for each answer. Each section stands alone: a word's translation can
// be unavailable (422 for the language pair) while its definition is there, and the other way.
import {
  TRANSLATION_TEXTS,
  type DictionaryDefinition,
  type TranslationResponse,
  type WordTranslationResponse,
} from '@motes/shared';
import { element } from './domBuilder';
import { languageName } from './selectionKind';

/** How many senses of a word the popover lists. */
export const DEFINITION_SENSES_SHOWN = 3;

export interface ViewActions {
  /** Reads `text` aloud in `language` (the Listen buttons). */
  listen(text: string, language: string): void;
  /** Translates `text` as a sentence (offered when a word has no dictionary translation). */
  translateAsText(text: string): void;
  /** The URL of a dictionary picture's API path; absent: pictures are not shown. */
  pictureUrl?(path: string): string;
}

/** A section's state while its call runs and after it settles. */
export type Section<T> =
  { state: 'loading' } | { state: 'done'; value: T } | { state: 'failed'; message: string };

export function messageParagraph(document: Document, text: string): HTMLElement {
  return element(document, 'p', { class: 'message' }, text);
}

function listenButton(document: Document, label: string, onClick: () => void) {
  const button = element(document, 'button', { type: 'button' }, label);
  button.addEventListener('click', onClick);
  return button;
}

/** The word's heading with its pronunciation and a Listen button. */
export function wordHeading(
  document: Document,
  word: string,
  from: string,
  translation: Section<WordTranslationResponse>,
  definition: Section<DictionaryDefinition>,
  actions: ViewActions,
): HTMLElement {
  const ipa =
    translation.state === 'done'
      ? translation.value.entries.find((entry) => entry.pronunciation)?.pronunciation
      : undefined;
  const spoken =
    definition.state === 'done' ? definition.value.pronunciation : { text: word, language: from };
  return element(
    document,
    'div',
    {},
    element(
      document,
      'h3',
      { lang: from },
      TRANSLATION_TEXTS.wordHeading(word),
      ipa && element(document, 'span', { class: 'ipa' }, ipa),
    ),
    element(
      document,
      'div',
      { class: 'actions' },
      listenButton(document, TRANSLATION_TEXTS.listenWord(word), () =>
        actions.listen(spoken.text, spoken.language),
      ),
    ),
  );
}

/** The word's translations, by dictionary entry. */
export function wordTranslationSection(
  document: Document,
  word: string,
  to: string,
  section: Section<WordTranslationResponse>,
  actions: ViewActions,
): HTMLElement {
  const heading = element(
    document,
    'h4',
    {},
    TRANSLATION_TEXTS.translationHeading(languageName(to)),
  );
  if (section.state === 'loading') return element(document, 'section', {}, heading);
  if (section.state === 'failed') {
    return element(document, 'section', {}, heading, messageParagraph(document, section.message));
  }
  const entries = section.value.entries.filter((entry) => entry.translations.length > 0);
  if (entries.length === 0) {
    const offer = element(
      document,
      'button',
      { type: 'button' },
      TRANSLATION_TEXTS.translateAsText,
    );
    offer.addEventListener('click', () => actions.translateAsText(word));
    return element(
      document,
      'section',
      {},
      heading,
      messageParagraph(document, TRANSLATION_TEXTS.noWordTranslation(word, languageName(to))),
      element(document, 'div', { class: 'actions' }, offer),
    );
  }
  const first = entries[0]!.translations[0]!;
  return element(
    document,
    'section',
    {},
    heading,
    element(
      document,
      'ul',
      { class: 'translations' },
      ...entries.map((entry) =>
        element(
          document,
          'li',
          {},
          entry.partOfSpeech && element(document, 'span', { class: 'pos' }, entry.partOfSpeech),
          element(document, 'span', { lang: to }, entry.translations.join(', ')),
        ),
      ),
    ),
    element(
      document,
      'div',
      { class: 'actions' },
      listenButton(document, TRANSLATION_TEXTS.listenTranslation, () => actions.listen(first, to)),
    ),
  );
}

/** The word's dictionary senses, most common first, with a picture where there is one. */
export function definitionSection(
  document: Document,
  section: Section<DictionaryDefinition>,
  actions: ViewActions,
): HTMLElement {
  const heading = element(document, 'h4', {}, TRANSLATION_TEXTS.definitionHeading);
  if (section.state === 'loading') return element(document, 'section', {}, heading);
  if (section.state === 'failed') {
    return element(document, 'section', {}, heading, messageParagraph(document, section.message));
  }
  const definition = section.value;
  const senses = definition.entries.slice(0, DEFINITION_SENSES_SHOWN);
  const picture = senses.find((sense) => sense.picture)?.picture;
  return element(
    document,
    'section',
    { lang: definition.language },
    heading,
    definition.lemma.toLowerCase() !== definition.word.toLowerCase() &&
      element(document, 'p', {}, element(document, 'strong', {}, definition.lemma)),
    element(
      document,
      'ol',
      {},
      ...senses.map((sense) =>
        element(
          document,
          'li',
          {},
          sense.partOfSpeech && element(document, 'span', { class: 'pos' }, sense.partOfSpeech),
          sense.definition,
          sense.examples[0] &&
            element(document, 'span', { class: 'example' }, `“${sense.examples[0]}”`),
        ),
      ),
    ),
    picture &&
      actions.pictureUrl &&
      element(
        document,
        'div',
        { class: 'picture' },
        element(document, 'img', { src: actions.pictureUrl(picture.path), alt: picture.label }),
        element(
          document,
          'a',
          { href: picture.attribution.sourceUrl, target: '_blank', rel: 'noopener noreferrer' },
          TRANSLATION_TEXTS.pictureCredit(
            `${picture.attribution.text} (${picture.attribution.license})`,
          ),
        ),
      ),
  );
}

/** A sentence's translation with a Listen button. */
export function textTranslationSection(
  document: Document,
  to: string,
  section: Section<TranslationResponse>,
  actions: ViewActions,
): HTMLElement {
  const heading = element(
    document,
    'h4',
    {},
    TRANSLATION_TEXTS.translationHeading(languageName(to)),
  );
  if (section.state === 'loading') return element(document, 'section', {}, heading);
  if (section.state === 'failed') {
    return element(document, 'section', {}, heading, messageParagraph(document, section.message));
  }
  const { translation } = section.value;
  return element(
    document,
    'section',
    {},
    heading,
    element(document, 'p', { lang: to, class: 'translation' }, translation),
    element(
      document,
      'div',
      { class: 'actions' },
      listenButton(document, TRANSLATION_TEXTS.listenTranslation, () =>
        actions.listen(translation, to),
      ),
    ),
  );
}

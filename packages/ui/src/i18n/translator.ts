// Fluent messages behind one small interface: `t(id, args)` formats a message (or an
// attribute, written `message.attribute`) from the first locale of the chain that has it.
import { FluentBundle, FluentResource, type FluentVariable } from '@fluent/bundle';
import { directionOf, type TextDirection } from '@motes/shared';

/** Values a message's placeables can take. */
export type MessageArgs = Record<string, string | number | Date>;

/** Formats the interface's messages in one locale. */
export interface Translator {
  /** The locale the messages are in (the first of its fallback chain). */
  readonly locale: string;
  readonly direction: TextDirection;
  /**
   * The message `id` (or `id.attribute`) formatted with `args`. A message no locale of the
   * chain has yields `fallback` when given, else the id itself, so a gap shows, never blank.
   */
  t(id: string, args?: MessageArgs, fallback?: string): string;
  /** Whether some locale of the chain has the message (or attribute). */
  has(id: string): boolean;
}

/** The text of one `.ftl` file and the locale it is written in. */
export interface LocaleSource {
  locale: string;
  source: string;
}

function splitId(id: string): [message: string, attribute: string | undefined] {
  const dot = id.indexOf('.');
  return dot === -1 ? [id, undefined] : [id.slice(0, dot), id.slice(dot + 1)];
}

/**
 * A translator over `sources`, most specific locale first (see `localeFallbackChain`).
 * Arabic keeps Unicode isolation marks around placeables so mixed-direction values stay in
 * order; left-to-right locales leave them out.
 */
export function createTranslator(sources: readonly LocaleSource[]): Translator {
  const locale = sources[0]?.locale ?? 'en-US';
  const direction = directionOf(locale);
  const bundles = sources.map(({ locale: bundleLocale, source }) => {
    const bundle = new FluentBundle(bundleLocale, {
      useIsolating: directionOf(bundleLocale) === 'rtl',
    });
    bundle.addResource(new FluentResource(source));
    return bundle;
  });

  const find = (id: string) => {
    const [messageId, attribute] = splitId(id);
    for (const bundle of bundles) {
      const message = bundle.getMessage(messageId);
      const pattern = attribute ? message?.attributes[attribute] : message?.value;
      if (pattern) return { bundle, pattern };
    }
    return undefined;
  };

  return {
    locale,
    direction,
    has: (id) => find(id) !== undefined,
    t(id, args, fallback) {
      const found = find(id);
      if (!found) return fallback ?? id;
      const errors: Error[] = [];
      const text = found.bundle.formatPattern(
        found.pattern,
        args as Record<string, FluentVariable> | undefined,
        errors,
      );
      return text;
    },
  };
}

/** A translator with no messages: every call yields its fallback (or id). */
export const EMPTY_TRANSLATOR: Translator = createTranslator([]);

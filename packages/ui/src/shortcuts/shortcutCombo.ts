// Key combinations for the shortcut registry: "Alt+T", "Shift+?", "Mod+K", "Escape".

/** A parsed key combination. `key` is lower-case for characters, canonical for named keys. */
export interface ShortcutCombo {
  key: string;
  alt: boolean;
  ctrl: boolean;
  meta: boolean;
  shift: boolean;
  /** As `aria-keyshortcuts` spells it, e.g. "Alt+T", "Control+K". */
  label: string;
}

const MODIFIER_ALIASES: Readonly<Record<string, 'alt' | 'ctrl' | 'meta' | 'shift' | 'mod'>> = {
  alt: 'alt',
  option: 'alt',
  ctrl: 'ctrl',
  control: 'ctrl',
  meta: 'meta',
  cmd: 'meta',
  command: 'meta',
  shift: 'shift',
  mod: 'mod',
};

const KEY_ALIASES: Readonly<Record<string, string>> = {
  esc: 'Escape',
  escape: 'Escape',
  enter: 'Enter',
  return: 'Enter',
  tab: 'Tab',
  space: ' ',
  spacebar: ' ',
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
  arrowup: 'ArrowUp',
  arrowdown: 'ArrowDown',
  arrowleft: 'ArrowLeft',
  arrowright: 'ArrowRight',
  home: 'Home',
  end: 'End',
  pageup: 'PageUp',
  pagedown: 'PageDown',
  delete: 'Delete',
  backspace: 'Backspace',
};

const LATIN_LETTER_OR_DIGIT = /^[a-z0-9]$/;

/** True on Apple platforms, where "Mod" means Command rather than Control. */
export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /mac|iphone|ipad|ipod/i.test(navigator.platform || navigator.userAgent);
}

/**
 * Parses "Alt+T", "ctrl+shift+k", "Mod+/", "Shift++" or "Escape". `Mod` is Command on Apple
 * platforms and Control elsewhere. Throws on an empty key or an unknown modifier, so a typo
 * fails where the shortcut is declared rather than silently never firing.
 */
export function parseShortcut(combo: string, apple = isApplePlatform()): ShortcutCombo {
  // "Shift++": the last part is the "+" key itself.
  const parts = combo.endsWith('++') ? [...combo.slice(0, -2).split('+'), '+'] : combo.split('+');
  const rawKey = parts.pop()?.trim() ?? '';
  if (rawKey === '') throw new Error(`Shortcut "${combo}" has no key`);
  const flags = { alt: false, ctrl: false, meta: false, shift: false };
  for (const part of parts) {
    const modifier = MODIFIER_ALIASES[part.trim().toLowerCase()];
    if (!modifier) throw new Error(`Shortcut "${combo}" has an unknown modifier "${part}"`);
    if (modifier === 'mod') flags[apple ? 'meta' : 'ctrl'] = true;
    else flags[modifier] = true;
  }
  const key =
    rawKey.length === 1 ? rawKey.toLowerCase() : (KEY_ALIASES[rawKey.toLowerCase()] ?? rawKey);
  const labelKey = key === ' ' ? 'Space' : key.length === 1 ? key.toUpperCase() : key;
  const label = [
    flags.ctrl && 'Control',
    flags.alt && 'Alt',
    flags.shift && 'Shift',
    flags.meta && 'Meta',
    labelKey,
  ]
    .filter(Boolean)
    .join('+');
  return { key, ...flags, label };
}

/** The key of the physical key pressed, for layouts that type another character on it. */
function keyFromCode(code: string): string | undefined {
  const match = /^(?:Key([A-Z])|Digit([0-9]))$/.exec(code);
  return match ? (match[1] ?? match[2])!.toLowerCase() : undefined;
}

/**
 * True when `event` is `combo`. A letter or digit also matches by physical key when the
 * character typed is not a Latin letter or digit (Option+T types "†" on macOS; an Arabic or
 * Cyrillic layout types its own letter). A punctuation key ignores Shift unless the
 * combination names it, because layouts need Shift to type "?" and others.
 */
export function matchesShortcut(combo: ShortcutCombo, event: KeyboardEvent): boolean {
  if (event.altKey !== combo.alt || event.ctrlKey !== combo.ctrl) return false;
  if (event.metaKey !== combo.meta) return false;
  const typed = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const punctuation = combo.key.length === 1 && !LATIN_LETTER_OR_DIGIT.test(combo.key);
  if (!(punctuation && !combo.shift) && event.shiftKey !== combo.shift) return false;
  if (typed === combo.key) return true;
  return (
    LATIN_LETTER_OR_DIGIT.test(combo.key) &&
    !LATIN_LETTER_OR_DIGIT.test(typed) &&
    keyFromCode(event.code) === combo.key
  );
}

import { describe, expect, it } from 'vitest';
import { matchesShortcut, parseShortcut } from './shortcutCombo';

const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', init);

describe('parseShortcut', () => {
  it('reads modifiers and the key, and labels them as aria-keyshortcuts does', () => {
    expect(parseShortcut('Alt+T')).toMatchObject({ key: 't', alt: true, label: 'Alt+T' });
    expect(parseShortcut('ctrl+shift+k').label).toBe('Control+Shift+K');
    expect(parseShortcut('Esc')).toMatchObject({ key: 'Escape', label: 'Escape' });
    expect(parseShortcut('Shift++')).toMatchObject({ key: '+', shift: true, label: 'Shift++' });
    expect(parseShortcut('Space').label).toBe('Space');
  });

  it('makes Mod Command on Apple platforms and Control elsewhere', () => {
    expect(parseShortcut('Mod+K', true)).toMatchObject({ meta: true, ctrl: false });
    expect(parseShortcut('Mod+K', false)).toMatchObject({ meta: false, ctrl: true });
  });

  it('refuses a typo instead of never firing', () => {
    expect(() => parseShortcut('Alt+')).toThrow(/no key/);
    expect(() => parseShortcut('Hyper+T')).toThrow(/unknown modifier/);
  });
});

describe('matchesShortcut', () => {
  const altT = parseShortcut('Alt+T');

  it('needs exactly the named modifiers', () => {
    expect(matchesShortcut(altT, key({ key: 't', code: 'KeyT', altKey: true }))).toBe(true);
    expect(matchesShortcut(altT, key({ key: 't', code: 'KeyT' }))).toBe(false);
    expect(
      matchesShortcut(altT, key({ key: 't', code: 'KeyT', altKey: true, ctrlKey: true })),
    ).toBe(false);
    expect(
      matchesShortcut(altT, key({ key: 'T', code: 'KeyT', altKey: true, shiftKey: true })),
    ).toBe(false);
  });

  it('matches by physical key when Option or another script types a different character', () => {
    // macOS Option+T types "†"; an Arabic layout types "ف" on the T key.
    expect(matchesShortcut(altT, key({ key: '†', code: 'KeyT', altKey: true }))).toBe(true);
    expect(matchesShortcut(altT, key({ key: 'ف', code: 'KeyT', altKey: true }))).toBe(true);
    // On a Latin layout the character decides (Dvorak types "y" on the T key).
    expect(matchesShortcut(altT, key({ key: 'y', code: 'KeyT', altKey: true }))).toBe(false);
  });

  it('lets punctuation that needs Shift match without naming Shift', () => {
    const help = parseShortcut('?');
    expect(matchesShortcut(help, key({ key: '?', code: 'Slash', shiftKey: true }))).toBe(true);
    expect(matchesShortcut(help, key({ key: '/', code: 'Slash' }))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HIGHLIGHT_LABELS,
  HIGHLIGHT_COLOURS,
  HighlightLabelsUpdateSchema,
  LOCKED_HIGHLIGHT_MESSAGE,
  mergeHighlightLabels,
  resolveHighlightColours,
} from './highlightColours';

describe('§3 default highlight colours', () => {
  it('lists the five colours with their labels, blue Vocabulary locked', () => {
    expect(HIGHLIGHT_COLOURS).toEqual(['blue', 'yellow', 'green', 'orange', 'purple']);
    expect(resolveHighlightColours()).toEqual([
      { colour: 'blue', label: 'Vocabulary', isLocked: true },
      { colour: 'yellow', label: 'Main ideas', isLocked: false },
      { colour: 'green', label: 'Evidence', isLocked: false },
      { colour: 'orange', label: 'Questions', isLocked: false },
      { colour: 'purple', label: 'Reactions', isLocked: false },
    ]);
  });

  it('lets the user rename the four unlocked labels', () => {
    const update = HighlightLabelsUpdateSchema.parse({
      yellow: '  Key ideas ',
      purple: 'Feelings',
    });
    const labels = mergeHighlightLabels({}, update);
    expect(resolveHighlightColours(labels).map((entry) => entry.label)).toEqual([
      'Vocabulary',
      'Key ideas',
      'Evidence',
      'Questions',
      'Feelings',
    ]);
  });

  it('refuses to rename blue, with a clear message', () => {
    const result = HighlightLabelsUpdateSchema.safeParse({ blue: 'Words' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['blue'],
      message: LOCKED_HIGHLIGHT_MESSAGE,
    });
    expect(LOCKED_HIGHLIGHT_MESSAGE).toBe(
      'The blue highlighter is locked to "Vocabulary" and cannot be renamed.',
    );
  });

  it('accepts blue sent back with its own label (a client echoing the whole list)', () => {
    expect(
      HighlightLabelsUpdateSchema.safeParse({ blue: 'Vocabulary', green: 'Proof' }).success,
    ).toBe(true);
  });

  it('rejects unknown colours and empty or over-long labels', () => {
    expect(HighlightLabelsUpdateSchema.safeParse({ red: 'Danger' }).success).toBe(false);
    expect(HighlightLabelsUpdateSchema.safeParse({ green: '   ' }).success).toBe(false);
    expect(HighlightLabelsUpdateSchema.safeParse({ green: 'x'.repeat(41) }).success).toBe(false);
  });

  it('resets a label with null or by sending the default, and never stores blue', () => {
    const renamed = mergeHighlightLabels({}, { yellow: 'Key ideas', orange: 'Wonders' });
    expect(
      mergeHighlightLabels(renamed, { yellow: null, orange: DEFAULT_HIGHLIGHT_LABELS.orange }),
    ).toEqual({});
    expect(mergeHighlightLabels({}, { blue: 'Vocabulary' })).toEqual({});
    // Even a stored blue label (from a bad write) cannot change blue's label.
    expect(resolveHighlightColours({ blue: 'Hacked' } as never)[0]?.label).toBe('Vocabulary');
  });
});

// Issue 7 item 4 and market-notes ("starts from the top instead of where they are"): reading
// starts from the beginning, from the selection (only that part) or from a clicked paragraph.
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_CHUNK_LENGTH, planReading } from './readingPlan';
import { collectReadingUnits } from './readingUnits';

afterEach(() => {
  document.body.innerHTML = '';
});

function unitsOf(html: string) {
  document.body.innerHTML = html;
  return collectReadingUnits(document.body);
}

describe('planReading', () => {
  const html = `<h1>Rivers</h1><p id="one">The first paragraph.</p><p id="two">The <b>second</b> one.</p>`;

  it('from the beginning: every unit in order, one chunk each', () => {
    const chunks = planReading(unitsOf(html), { kind: 'beginning' });
    expect(chunks.map((chunk) => chunk.text)).toEqual([
      'Rivers',
      'The first paragraph.',
      'The second one.',
    ]);
  });

  it('from a clicked paragraph: that paragraph and everything after it', () => {
    const units = unitsOf(html);
    const target = document.querySelector('#two b')!;
    expect(planReading(units, { kind: 'paragraph', target }).map((c) => c.text)).toEqual([
      'The second one.',
    ]);
    const outside = document.createElement('div');
    expect(planReading(units, { kind: 'paragraph', target: outside })).toEqual([]);
  });

  it('from a selection: only the selected words, across paragraphs', () => {
    const units = unitsOf(html);
    const range = document.createRange();
    range.setStart(document.querySelector('#one')!.firstChild!, 'The first '.length);
    range.setEnd(document.querySelector('#two b')!.firstChild!, 'second'.length);
    const chunks = planReading(units, { kind: 'selection', range });
    expect(chunks.map((chunk) => [chunk.text, chunk.start])).toEqual([
      ['paragraph.', 'The first '.length],
      ['The second', 0],
    ]);
  });

  it('cuts a long paragraph at sentence ends, each chunk within the limit', () => {
    const sentence = 'Water shapes the land over many thousands of years. ';
    const units = unitsOf(`<p>${sentence.repeat(80)}</p>`);
    const chunks = planReading(units, { kind: 'beginning' });
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(MAX_CHUNK_LENGTH);
      expect(chunk.text).toMatch(/^Water .*years\.$/);
      expect(chunk.unit.text.slice(chunk.start, chunk.end)).toBe(chunk.text);
    }
    expect(chunks.map((chunk) => chunk.text).join(' ')).toBe(units[0]!.text);
  });

  it('cuts a paragraph without sentence ends at a space', () => {
    const units = unitsOf(`<p>${'word '.repeat(1000)}</p>`);
    const chunks = planReading(units, { kind: 'beginning' });
    for (const chunk of chunks) expect(chunk.text).toMatch(/^word( word)*$/);
    expect(chunks.map((chunk) => chunk.text).join(' ')).toBe(units[0]!.text);
  });
});

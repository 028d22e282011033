// The TextQuoteSelector (W3C Web Annotation) describe/anchor pair: a highlight is found again
// after a reload even when the page's markup, and so every offset, changed.
import { describe, expect, it } from 'vitest';
import { anchorQuote, describeRange } from './textQuote';

function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

function select(node: Node, start: number, endNode: Node, end: number): Range {
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(endNode, end);
  return range;
}

describe('describeRange', () => {
  it('quotes the selected text with the text around it, white space at its ends left out', () => {
    const body = page('<p id="a">The river carved a deep valley. The river ran on.</p>');
    const text = body.querySelector('#a')!.firstChild!;
    const selector = describeRange(select(text, 3, text, 10), body);
    expect(selector).toEqual({
      exact: 'river',
      prefix: 'The ',
      suffix: ' carved a deep valley. The river',
    });
  });

  it('reads the page’s own text across elements, never the sidebar’s or a script’s', () => {
    const body = page(
      '<p id="a">Rivers <em>shape</em> valleys.</p><script>var x = 1;</script><motes-sidebar>Tools</motes-sidebar><p id="b">Floods follow.</p>',
    );
    const first = body.querySelector('#a')!.firstChild!;
    const last = body.querySelector('#b')!.firstChild!;
    const selector = describeRange(select(first, 0, last, 6), body);
    expect(selector?.exact).toBe('Rivers shape valleys.Floods');
    expect(describeRange(select(first, 6, first, 7), body)).toBeNull();
  });
});

describe('anchorQuote', () => {
  it('finds the right one of two equal passages by its context', () => {
    const body = page('<p>The river ran. Then the river froze.</p>');
    const range = anchorQuote(body, { exact: 'river', prefix: 'Then the ', suffix: ' froze' });
    expect(range?.toString()).toBe('river');
    expect(range?.startOffset).toBe('The river ran. Then the '.length);
  });

  it('finds a passage again after the markup around it changed', () => {
    const before = page('<p>Water <b>erodes</b> the rock over many years.</p>');
    const text = before.querySelector('p')!.lastChild!;
    const selector = describeRange(select(text, 1, text, 9), before)!;
    expect(selector.exact).toBe('the rock');

    // The page is served again with other markup and an extra sentence before.
    const after = page(
      '<div><h1>Rivers</h1><p>New intro.</p><p>Water <span>erodes</span> <i>the</i> rock over many years.</p></div>',
    );
    const range = anchorQuote(after, selector);
    expect(range?.toString()).toBe('the rock');
    expect(range?.startContainer.parentElement?.tagName).toBe('I');
  });

  it('answers null when the text is gone', () => {
    const body = page('<p>Completely different text.</p>');
    expect(anchorQuote(body, { exact: 'the rock', prefix: '', suffix: '' })).toBeNull();
  });
});

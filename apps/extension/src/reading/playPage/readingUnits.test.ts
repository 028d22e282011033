// Issue 7 item 4 (Play Page): which text of a page is read, in which pieces, and how an engine's
// word offsets come back as Ranges of the page's own text nodes.
import { afterEach, describe, expect, it } from 'vitest';
import { collectReadingUnits, findReadingRoot, unitIndexAt } from './readingUnits';
import { rangeOfText } from './unitText';

const page = (html: string) => {
  document.body.innerHTML = html;
  return document.body;
};
const texts = (root: Element) => collectReadingUnits(root).map((unit) => unit.text);
const LONG = 'The river carries silt from the hills down to the plain every spring. '.repeat(4);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('findReadingRoot', () => {
  it('takes the <main> or <article> that holds the text', () => {
    page(`<nav><p>${LONG}</p></nav><main id="main"><h1>Rivers</h1><p>${LONG}</p></main>`);
    expect(findReadingRoot(document).id).toBe('main');
  });

  it('without landmarks, takes the container with the most paragraph text', () => {
    page(
      `<div id="menu"><p>Home</p><p>About</p></div>` +
        `<div id="page"><div id="story"><h2>Rivers</h2><p>${LONG}</p><p>${LONG}</p></div>` +
        `<div id="side"><p>Short note about cookies on this site.</p></div></div>`,
    );
    expect(findReadingRoot(document).id).toBe('story');
  });

  it('passes over an empty <main> shell', () => {
    page(`<main id="main"><p>Loading</p></main><div id="story"><p>${LONG}</p></div>`);
    expect(findReadingRoot(document).id).toBe('story');
  });
});

describe('collectReadingUnits', () => {
  it('gives one unit per block, keeping inline elements in their block', () => {
    const root = page(
      `<h1>Rivers  and\n   valleys</h1>` +
        `<p>A <b>bold</b> claim with a <a href="#x">link</a>.</p>` +
        `<ul><li>First</li><li>Second <em>item</em></li></ul>`,
    );
    expect(texts(root)).toEqual([
      'Rivers and valleys',
      'A bold claim with a link.',
      'First',
      'Second item',
    ]);
  });

  it('skips navigation, hidden text, scripts, form controls and the extension’s own elements', () => {
    const root = page(
      `<nav><p>Menu</p></nav><p>Kept</p><aside><p>Aside</p></aside>` +
        `<p hidden>Hidden</p><p style="display:none">Not shown</p>` +
        `<p aria-hidden="true">Decoration</p><script>var x = 1;</script><style>p{}</style>` +
        `<button>Click</button><textarea>Draft</textarea><footer><p>Footer</p></footer>` +
        `<motes-sidebar><p>Sidebar</p></motes-sidebar><p id="own">Excluded</p><p>Also kept</p>`,
    );
    const units = collectReadingUnits(root, { exclude: [document.getElementById('own')!] });
    expect(units.map((unit) => unit.text)).toEqual(['Kept', 'Also kept']);
  });

  it('splits a block at <br> and around nested blocks', () => {
    const root = page(`<div>Intro text<p>Inner paragraph</p>after it<br>next line</div>`);
    expect(texts(root)).toEqual(['Intro text', 'Inner paragraph', 'after it', 'next line']);
  });

  it('drops units with no letters or digits', () => {
    const root = page(`<p>—</p><p>* * *</p><p>Real text</p>`);
    expect(texts(root)).toEqual(['Real text']);
  });
});

describe('rangeOfText (engine offsets → page Ranges)', () => {
  it('maps words across <b>, <a> and &nbsp; to the page text nodes, without changing the page', () => {
    const root = page(`<p>Read <b>this</b>&nbsp;word and <a href="#l">that  link</a>, please.</p>`);
    const before = root.innerHTML;
    const [unit] = collectReadingUnits(root);
    expect(unit!.text).toBe('Read this word and that link, please.');

    const word = (text: string) => {
      const start = unit!.text.indexOf(text);
      return rangeOfText(unit!, start, start + text.length);
    };
    const bold = word('this');
    expect(bold.toString()).toBe('this');
    expect(bold.startContainer.parentElement!.tagName).toBe('B');

    // "word" follows a non-breaking space in the text node after </b>.
    const afterSpace = word('word');
    expect(afterSpace.toString()).toBe('word');
    expect(afterSpace.startContainer.textContent).toBe('\u00a0word and ');

    // Two words inside a link, separated by two spaces the browser shows as one.
    expect(word('that link').toString()).toBe('that  link');
    // A span that crosses out of the link into the following text.
    expect(word('link, please').toString()).toBe('link, please');
    expect(root.innerHTML).toBe(before);
  });

  it('ends a Range after a whole surrogate pair', () => {
    const [unit] = collectReadingUnits(page(`<p>Rockets 🚀 fly</p>`));
    const start = unit!.text.indexOf('🚀');
    expect(rangeOfText(unit!, start, start + 2).toString()).toBe('🚀');
  });

  it('refuses offsets outside the text', () => {
    const [unit] = collectReadingUnits(page(`<p>Short</p>`));
    expect(() => rangeOfText(unit!, 2, 9)).toThrow(RangeError);
  });
});

describe('unitIndexAt (click to read from a paragraph)', () => {
  it('finds the paragraph of a clicked text node or inline element', () => {
    const root = page(`<p>One</p><p>Two <b id="bold">bold</b></p><p>Three</p>`);
    const units = collectReadingUnits(root);
    expect(unitIndexAt(units, document.getElementById('bold')!)).toBe(1);
    expect(unitIndexAt(units, document.getElementById('bold')!.firstChild!)).toBe(1);
    expect(unitIndexAt(units, root.lastElementChild!)).toBe(2);
    expect(unitIndexAt(units, document.createElement('p'))).toBe(-1);
  });
});

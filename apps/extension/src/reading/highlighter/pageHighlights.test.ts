// The page's highlights kept in this browser (an anonymous user): add from a selection, list
// newest first, find again on the next load of the page, remove; the local index the content
// script reads follows. chrome.storage.local is an in-memory stand-in (jsdom has no
// extension APIs); jsdom cannot paint (no CSS Custom Highlight API), which the e2e test covers.
import { beforeEach, describe, expect, it } from 'vitest';
import { readHighlightedPages, type HighlightStorageArea } from './highlightIndex';
import { localHighlightStore, localHighlightsKey } from './highlightStores';
import { createPageHighlights, HighlightSelectionError } from './pageHighlights';

function memoryStorage(): HighlightStorageArea & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    get: async (key) => (data.has(key) ? { [key]: structuredClone(data.get(key)) } : {}),
    set: async (items) => {
      for (const [key, value] of Object.entries(items)) data.set(key, structuredClone(value));
    },
    remove: async (key) => void data.delete(key),
  };
}

let ids = 0;
const newId = () => `highlight-${(ids += 1).toString().padStart(4, '0')}`;

function openPage(html: string) {
  window.history.replaceState(null, '', '/river-valleys#part-2');
  document.title = 'How rivers shape valleys';
  document.body.innerHTML = html;
}

function wordRange(id: string, word: string): Range {
  const text = document.getElementById(id)!.firstChild as Text;
  const start = text.data.indexOf(word);
  const range = document.createRange();
  range.setStart(text, start);
  range.setEnd(text, start + word.length);
  return range;
}

beforeEach(() => {
  openPage('<p id="a">Rivers carve valleys.</p><p id="b">Erosion takes years.</p>');
});

describe('createPageHighlights with the local store', () => {
  it('saves a highlight per page, finds it after a reload, and removes it', async () => {
    const storage = memoryStorage();
    const store = localHighlightStore(storage);
    const page = createPageHighlights({ document, store, newId });
    const pageUrl = page.pageUrl!;
    expect(pageUrl).toBe(`${window.location.origin}/river-valleys`);
    expect(await page.load()).toEqual([]);

    await page.add('yellow', wordRange('a', 'carve valleys'));
    const { added } = await page.add('blue', wordRange('b', 'Erosion'));
    expect(added).toMatchObject({
      found: true,
      highlight: {
        colour: 'blue',
        pageTitle: 'How rivers shape valleys',
        selector: { exact: 'Erosion', prefix: 'Rivers carve valleys.' },
      },
    });
    expect(await readHighlightedPages(storage)).toEqual([pageUrl]);

    // The page loads again, with other markup.
    openPage(
      '<main><p id="a">Rivers <b>carve</b> valleys.</p><p id="b">Erosion takes years.</p></main>',
    );
    const reloaded = createPageHighlights({ document, store, newId });
    const restored = await reloaded.load();
    expect(restored.map((entry) => [entry.highlight.selector.exact, entry.found])).toEqual([
      ['Erosion', true],
      ['carve valleys', true],
    ]);

    await reloaded.remove(restored[0]!.highlight.id);
    await reloaded.remove(restored[1]!.highlight.id);
    expect(reloaded.list()).toEqual([]);
    expect(storage.data.has(localHighlightsKey(pageUrl))).toBe(false);
    expect(await readHighlightedPages(storage)).toEqual([]);
  });

  it('marks a highlight whose text left the page as not found', async () => {
    const store = localHighlightStore(memoryStorage());
    await createPageHighlights({ document, store, newId }).add('green', wordRange('b', 'years'));
    openPage('<p>Another article altogether.</p>');
    const [entry] = await createPageHighlights({ document, store, newId }).load();
    expect(entry?.found).toBe(false);
  });

  it('refuses a selection without text', async () => {
    const page = createPageHighlights({ document, store: localHighlightStore(memoryStorage()) });
    const empty = document.createRange();
    empty.selectNodeContents(document.body);
    empty.collapse(true);
    await expect(page.add('yellow', empty)).rejects.toBeInstanceOf(HighlightSelectionError);
  });
});

import { describe, expect, it } from 'vitest';
import { extractFocusArticle } from './focusArticle';

const paragraph = (text: string) => `<p>${text} ${'The river keeps on carving. '.repeat(8)}</p>`;

function pageWith(articleHtml: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head><title>Rivers - River Notes</title></head><body>
      <nav><a href="/">Home</a> <a href="/about">About us</a></nav>
      <article><h1>How rivers shape valleys</h1>${articleHtml}</article>
      <footer>Copyright River Notes</footer></body></html>`,
    'text/html',
  );
}

describe('the Focus view article', () => {
  it('keeps the article text and leaves out navigation and footer', () => {
    const article = extractFocusArticle(
      pageWith(paragraph('Rivers carve the land slowly.') + paragraph('Young rivers flow fast.')),
    );
    const text = article?.content.textContent ?? '';
    expect(text).toContain('Rivers carve the land slowly.');
    expect(text).toContain('Young rivers flow fast.');
    expect(text).not.toContain('About us');
    expect(text).not.toContain('Copyright');
  });

  it('keeps no scripts, event handlers or script links', () => {
    const article = extractFocusArticle(
      pageWith(
        paragraph('Read <a href="javascript:alert(1)" onclick="alert(2)">this</a> first.') +
          paragraph('See <a href="https://example.org/map" style="color:red">the map</a>.') +
          '<script>window.bad = true</script><img src="x.png" onerror="alert(3)" alt="A valley">' +
          paragraph('More text.'),
      ),
    );
    const holder = document.createElement('div');
    holder.append(article?.content ?? '');
    expect(holder.querySelector('script')).toBeNull();
    expect(holder.querySelector('[onclick], [onerror], [style]')).toBeNull();
    const links = Array.from(holder.querySelectorAll('a'));
    // The script link is left as plain text.
    expect(holder.textContent).toContain('Read this first.');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.org/map']);
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says there is nothing to show on a page without article text', () => {
    const empty = new DOMParser().parseFromString(
      '<!doctype html><html><head><title>Empty</title></head><body></body></html>',
      'text/html',
    );
    expect(extractFocusArticle(empty)).toBeNull();
  });
});

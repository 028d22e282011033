import { describe, expect, it } from 'vitest';
import { sidebarAvailability } from './sidebarAvailability';

describe('where the popup offers to open the sidebar', () => {
  it('offers it on ordinary web pages', () => {
    expect(sidebarAvailability('https://en.wikipedia.org/wiki/River')).toBe('available');
    expect(sidebarAvailability('http://127.0.0.1:4173/article')).toBe('available');
    // Google's other pages are ordinary pages.
    expect(sidebarAvailability('https://chrome.google.com/intl/en/chrome/')).toBe('available');
  });

  it('says pages the browser keeps extensions out of cannot have it', () => {
    expect(sidebarAvailability('chrome://extensions/')).toBe('notAllowed');
    expect(
      sidebarAvailability('chrome-extension://gipcbdppcmemlckgfgjklnibhajmbhoc/popup.html'),
    ).toBe('notAllowed');
    expect(sidebarAvailability('file:///home/pupil/notes.html')).toBe('notAllowed');
    // No URL: a page the extension has no access to.
    expect(sidebarAvailability(undefined)).toBe('notAllowed');
    expect(sidebarAvailability('not a url')).toBe('notAllowed');
  });

  it('says the web store cannot have it', () => {
    expect(sidebarAvailability('https://chromewebstore.google.com/detail/abc')).toBe('webStore');
    expect(sidebarAvailability('https://chrome.google.com/webstore/category/extensions')).toBe(
      'webStore',
    );
  });
});

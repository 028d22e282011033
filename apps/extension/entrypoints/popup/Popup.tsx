import { BRAND_NAME, Button } from '@motes/ui';
import { browser } from 'wxt/browser';
import { WEBSITE_URL } from '../../src/config';

/** The toolbar popup: which version is installed, and a way to the website. */
export function Popup() {
  const { version } = browser.runtime.getManifest();

  async function handleOpenWebsite() {
    await browser.tabs.create({ url: WEBSITE_URL });
    // A popup stays open until it loses focus; close it so the new tab is in view.
    window.close();
  }

  return (
    <main className="popup">
      <title>{BRAND_NAME}</title>
      <h1 className="popup__title">{BRAND_NAME}</h1>
      <p className="popup__version">Version {version}</p>
      <Button onClick={handleOpenWebsite}>Open {BRAND_NAME}</Button>
    </main>
  );
}

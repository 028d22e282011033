// Issue 6 item 9: the library's "QR code" action, as a user works it through the real app
// routes over HTTP to the fake API (testing/fakeMotesApi.ts): a dialog with the QR code of the
// mote's share link and its PNG and SVG downloads, operable by keyboard, focus kept inside and
// given back. jsdom has no object URLs: `URL.createObjectURL` is stood in for to catch the
// saved file. The PNG is decoded end to end in e2e/web/library.spec.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMote, startFakeMotesApi, type FakeMotesApi } from '../../testing/fakeMotesApi';
import { renderApp, signedInStorage } from '../../testing/renderApp';
import { qrMatrix, qrSvgFile } from '../share/qrCode';

let api: FakeMotesApi | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await api?.close();
  api = undefined;
});

const MOTE = fakeMote({ id: 'mote-qqqqqqqqqqqqqqqqqqqq', title: 'Field trip' });

async function openLibrary() {
  api = await startFakeMotesApi();
  api.addSession({ userId: 'user-ada', email: 'ada@example.com' }, 'token-ada');
  api.library.push(MOTE);
  const rendered = renderApp('/activity', {
    baseUrl: api.origin,
    storage: signedInStorage('token-ada', 'user-ada', 'ada@example.com'),
  });
  await screen.findByRole('article', { name: 'Field trip' }, { timeout: 5000 });
  return rendered;
}

describe('the library’s QR code dialog', { timeout: 20_000 }, () => {
  it('shows the QR code of the share link, saves it as SVG, and keeps focus in the dialog', async () => {
    const { user } = await openLibrary();
    const opener = within(screen.getByRole('article', { name: 'Field trip' })).getByRole('button', {
      name: 'QR code',
    });
    opener.focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: /^QR code of .Field trip.$/ });
    expect(dialog).toHaveAccessibleDescription(
      'Scan it with a phone camera to open this mote, or save it to print.',
    );
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const qr = within(dialog).getByRole('img', { name: 'QR code of the link to this mote' });
    expect(qr).toHaveAttribute('data-modules', String(qrMatrix(MOTE.shareUrl).size));
    expect(within(dialog).getByText(MOTE.shareUrl)).toBeVisible();

    // The saved SVG is the code of the link.
    const saved: Blob[] = [];
    const names: string[] = [];
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        saved.push(blob);
        return 'blob:qr';
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    await user.click(within(dialog).getByRole('button', { name: 'Download QR code (SVG)' }));
    expect(names).toEqual([`mote-${MOTE.id}-qr.svg`]);
    expect(await saved[0]?.text()).toBe(qrSvgFile(qrMatrix(MOTE.shareUrl)));
    expect(within(dialog).getByRole('button', { name: 'Download QR code (PNG)' })).toBeVisible();

    // Tab goes round inside the dialog; Escape closes it and focus goes back to the button.
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with its Close button', async () => {
    const { user } = await openLibrary();
    await user.click(
      within(screen.getByRole('article', { name: 'Field trip' })).getByRole('button', {
        name: 'QR code',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: /^QR code of .Field trip.$/ });
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(closeButtons.at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

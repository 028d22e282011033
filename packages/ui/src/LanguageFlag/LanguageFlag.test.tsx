import { render, screen, waitFor } from '@testing-library/react';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@motes/shared';
import { LanguageFlag } from './LanguageFlag';
import { flagsWithImages, loadFlagUrl } from './flagUrls';

const catalogueFlags = [...new Set(SUPPORTED_LANGUAGES.map((language) => language.flag))].sort();

/**
 * Whether an image address is the flag's: Vite serves a file's URL, or inlines a small image as
 * a data URI (flag-icons names each drawing `flag-icons-<flag>`).
 */
function isFlagImage(url: string | null | undefined, flag: string): boolean {
  return !!url && (url.endsWith(`/${flag}.svg`) || url.includes(`flag-icons-${flag}'`));
}

describe('§3 "Each has a flag image": LanguageFlag', () => {
  it('§3 every catalogue language has a flag image shipped with the app, and no other is shipped', async () => {
    expect(flagsWithImages().sort()).toEqual(catalogueFlags);
    for (const flag of catalogueFlags) {
      expect(isFlagImage(await loadFlagUrl(flag), flag), flag).toBe(true);
    }
    // The copies keep flag-icons' MIT licence beside them.
    expect(readdirSync(join(import.meta.dirname, '../flags'))).toContain('LICENSE-flag-icons.txt');
  });

  it('shows the flag as a decorative image, out of the accessibility tree', async () => {
    const { container } = render(<LanguageFlag flag="gb-wls" className="beside-label" />);
    await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('alt', '');
    expect(isFlagImage(image.getAttribute('src'), 'gb-wls')).toBe(true);
    expect(image).toHaveClass('motes-language-flag', 'beside-label');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('follows a change of flag', async () => {
    const { container, rerender } = render(<LanguageFlag flag="fr" />);
    await waitFor(() => expect(isFlagImage(container.querySelector('img')?.src, 'fr')).toBe(true));
    rerender(<LanguageFlag flag="ca" />);
    await waitFor(() => expect(isFlagImage(container.querySelector('img')?.src, 'ca')).toBe(true));
  });

  it('keeps an empty box for a flag without an image', async () => {
    const { container } = render(<LanguageFlag flag="zz" />);
    expect(await loadFlagUrl('zz')).toBeUndefined();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.motes-language-flag')).toHaveAttribute('aria-hidden', 'true');
  });
});

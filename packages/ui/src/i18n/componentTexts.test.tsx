// Every default text of the design system goes through Fluent (`ui-*` ids in
// packages/ui/locales), with the English text as the fallback when no provider is there.
import { act, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Alert } from '../Alert/Alert';
import { Avatar } from '../Avatar/Avatar';
import { Dialog } from '../Dialog/Dialog';
import { Hamburger } from '../Hamburger/Hamburger';
import { createToaster } from '../Toast/toaster';
import { ToastRegion } from '../Toast/ToastRegion';
import { VideoPlayer } from '../VideoPlayer/VideoPlayer';
import { LocalizationProvider } from './LocalizationProvider';
import { createTranslator } from './translator';

const french = `
ui-alert-dismiss = Ignorer
ui-alert-close = Fermer l'alerte
ui-dialog-close = Fermer
ui-toast-region = Notifications reçues
ui-toast-dismiss = Fermer la notification
ui-avatar-generic = Avatar générique
ui-hamburger-label = Menu principal
ui-video-play = Lire la vidéo
ui-video-unsupported = Votre navigateur ne lit pas les vidéos.
`;

function inFrench(children: ReactNode) {
  const translator = createTranslator([{ locale: 'fr', source: french }]);
  return render(<LocalizationProvider translator={translator}>{children}</LocalizationProvider>);
}

function pieces() {
  const toaster = createToaster();
  return {
    toaster,
    element: (
      <>
        <Alert onDismiss={() => {}}>Saved offline.</Alert>
        <Alert onDismiss={() => {}} action={{ label: 'Retry', onClick: () => {} }}>
          Upload failed.
        </Alert>
        <Avatar />
        <Hamburger open={false} onToggle={() => {}} controls="menu" />
        <VideoPlayer src="/v.mp4" captions={[]} title="Tour" preview />
        <VideoPlayer src="/v.mp4" captions={[]} title="Tour" />
        <ToastRegion toaster={toaster} />
        <Dialog open onClose={() => {}} title="Rename" />
      </>
    ),
  };
}

describe('design-system texts', () => {
  it('speak English without a localisation provider', () => {
    const { toaster, element } = pieces();
    render(element);
    act(() => void toaster.info('Link copied'));
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Generic avatar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
    expect(document.querySelector('video')).toHaveTextContent(
      'Your browser does not support the video tag.',
    );
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
  });

  it('take the messages of the current locale', () => {
    const { toaster, element } = pieces();
    inFrench(element);
    act(() => void toaster.info('Lien copié'));
    expect(screen.getByRole('button', { name: 'Ignorer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Fermer l'alerte" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Avatar générique' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu principal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lire la vidéo' })).toBeInTheDocument();
    expect(document.querySelector('video')).toHaveTextContent(
      'Votre navigateur ne lit pas les vidéos.',
    );
    expect(screen.getByRole('region', { name: 'Notifications reçues' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer la notification' })).toBeInTheDocument();
  });

  it('has every id of this test in the English files', () => {
    const ids = [...french.matchAll(/^(ui-[a-z-]+) =/gm)].map((match) => match[1]);
    for (const locale of ['en-US', 'en-GB']) {
      const source = readFileSync(
        join(import.meta.dirname, '../../locales', locale, 'ui.ftl'),
        'utf8',
      );
      for (const id of ids)
        expect(source, `${id} in ${locale}`).toMatch(new RegExp(`^${id} =`, 'm'));
    }
  });
});

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { VideoCaption } from '@motes/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from './VideoPlayer';

const captions: VideoCaption[] = [
  { src: '/videos/tour.en-US.vtt', label: 'English', kind: 'captions', language: 'en-US' },
  { src: '/videos/tour.es.vtt', label: 'Español', kind: 'subtitles', language: 'es' },
];

// jsdom has no media engine: play() is replaced per test with what a browser would do.
let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
beforeEach(() => {
  play = vi.fn<() => Promise<void>>(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function videoElement(): HTMLVideoElement {
  const video = document.querySelector('video');
  if (!video) throw new Error('no <video> rendered');
  return video;
}

describe('VideoPlayer', () => {
  it('plays with native controls, loads only metadata and names itself with the title', () => {
    render(<VideoPlayer src="/videos/tour.mp4" captions={captions} title="A tour of Motes" />);
    const video = videoElement();
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('src', '/videos/tour.mp4');
    expect(video).toHaveAttribute('aria-label', 'A tour of Motes');
    expect(play).not.toHaveBeenCalled();
  });

  it('adds one track per caption and turns the first on by default', () => {
    render(<VideoPlayer src="/v.mp4" captions={captions} title="Tour" />);
    const tracks = [...videoElement().querySelectorAll('track')];
    expect(tracks.map((track) => [track.label, track.kind, track.srclang])).toEqual([
      ['English', 'captions', 'en-US'],
      ['Español', 'subtitles', 'es'],
    ]);
    expect(tracks[0]).toHaveAttribute('default');
    expect(tracks[1]).not.toHaveAttribute('default');
  });

  // §8 "Video unsupported".
  it('tells browsers without video support so', () => {
    render(<VideoPlayer src="/v.mp4" captions={[]} title="Tour" />);
    expect(videoElement()).toHaveTextContent('Your browser does not support the video tag.');
  });

  // §2: an optional 16/9 preview whose play button is labelled "Play video".
  it('shows a preview first, then swaps in the player and starts it', async () => {
    render(<VideoPlayer src="/v.mp4" captions={captions} title="Tour" poster="/p.png" preview />);
    expect(document.querySelector('video')).toBeNull();
    const button = screen.getByRole('button', { name: 'Play video' });
    expect(button).toHaveAccessibleDescription('Tour');
    fireEvent.click(button);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(videoElement()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Play video' })).toBeNull();
  });

  it('uses the branded gradient when the preview has no poster', () => {
    const { container } = render(<VideoPlayer src="/v.mp4" captions={[]} title="T" preview />);
    expect(container.querySelector('.motes-video-player__gradient')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  // §8 "Video cannot autoplay → logs 'Cannot play video'"; the controls stay.
  it('logs "Cannot play video" when the browser refuses to start, and keeps the controls', async () => {
    const refusal = new DOMException('play() needs a user gesture', 'NotAllowedError');
    play.mockImplementation(() => Promise.reject(refusal));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<VideoPlayer src="/v.mp4" captions={[]} title="Tour" autoPlay />);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Cannot play video', refusal));
    expect(videoElement()).toHaveAttribute('controls');
  });

  it('does not start on its own for users who ask for reduced motion', () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    render(<VideoPlayer src="/v.mp4" captions={[]} title="Tour" autoPlay />);
    expect(play).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import {
  VIDEO_CANNOT_PLAY_MESSAGE,
  VIDEO_PLAY_LABEL,
  VIDEO_PREVIEW_ASPECT_RATIO,
  VIDEO_UNSUPPORTED_TEXT,
} from './uiMessages';

describe('design-system texts', () => {
  it('§2 "Shared interface pieces": the preview button reads "Play video", ratio 16/9', () => {
    expect(VIDEO_PLAY_LABEL).toBe('Play video');
    expect(VIDEO_PREVIEW_ASPECT_RATIO).toBe('16 / 9');
  });

  it('§8 video rows: the autoplay log and the unsupported-browser text', () => {
    expect(VIDEO_CANNOT_PLAY_MESSAGE).toBe('Cannot play video');
    expect(VIDEO_UNSUPPORTED_TEXT).toBe('Your browser does not support the video tag.');
  });
});

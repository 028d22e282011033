import { describe, expect, it } from 'vitest';
import { VIDEO_IDS, VideoCatalogueEntrySchema } from './content';
import { isVideoId, posterUrl, VIDEO_CATALOGUE, videoById } from './videoCatalogue';

describe('VIDEO_CATALOGUE (§3 video catalogue entries)', () => {
  it('has one entry per §3 video id, in order, each valid under the §3 schema', () => {
    expect(VIDEO_CATALOGUE.map((entry) => entry.id)).toEqual([...VIDEO_IDS]);
    for (const entry of VIDEO_CATALOGUE) {
      expect(VideoCatalogueEntrySchema.parse(entry)).toEqual(entry);
    }
  });

  it('serves each video as WebM with English captions beside it', () => {
    expect(videoById('new-users')).toEqual({
      id: 'new-users',
      url: '/videos/new-users.webm',
      captions: [
        { src: '/videos/new-users.en.vtt', label: 'English', kind: 'captions', language: 'en' },
      ],
    });
    for (const id of VIDEO_IDS) {
      const entry = videoById(id);
      expect(entry.url).toBe(`/videos/${id}.webm`);
      expect(entry.captions.map((caption) => caption.src)).toEqual([`/videos/${id}.en.vtt`]);
    }
  });

  it('has a poster image for each video', () => {
    expect(posterUrl('mote-sidebar')).toBe('/videos/mote-sidebar.jpg');
  });

  it('tells a §3 video id from any other string', () => {
    expect(isVideoId('mote-two-dot-oh')).toBe(true);
    expect(isVideoId('motes-two-dot-oh')).toBe(false);
    expect(isVideoId('')).toBe(false);
  });
});

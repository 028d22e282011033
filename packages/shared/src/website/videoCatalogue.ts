// §3 video catalogue: one entry per video id. The videos are recordings of the product itself
// (scripts/videos/record.mjs), served by the web app from apps/web/public/videos, each with
// English captions (WebVTT) and a poster image.
import { VIDEO_IDS, type VideoCatalogueEntry, type VideoId } from './content';

/** Where the web app serves the videos, their captions and posters. */
export const VIDEO_FOLDER = '/videos';

function entryFor(id: VideoId): VideoCatalogueEntry {
  return {
    id,
    url: `${VIDEO_FOLDER}/${id}.webm`,
    captions: [
      { src: `${VIDEO_FOLDER}/${id}.en.vtt`, label: 'English', kind: 'captions', language: 'en' },
    ],
  };
}

/** §3 "Video catalogue entry: id, url, captions list (src, label, kind, language)", in id order. */
export const VIDEO_CATALOGUE: readonly VideoCatalogueEntry[] = VIDEO_IDS.map(entryFor);

/** Whether `value` is one of the §3 video ids. */
export function isVideoId(value: string): value is VideoId {
  return (VIDEO_IDS as readonly string[]).includes(value);
}

/** The catalogue entry of a video. */
export function videoById(id: VideoId): VideoCatalogueEntry {
  const entry = VIDEO_CATALOGUE.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`No video ${id} in the catalogue`);
  return entry;
}

/** The still image shown before a video plays (a frame of the recording, JPEG). */
export function posterUrl(id: VideoId): string {
  return `${VIDEO_FOLDER}/${id}.jpg`;
}

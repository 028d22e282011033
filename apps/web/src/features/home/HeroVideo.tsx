import { posterUrl, videoById } from '@motes/shared';
import { useTranslate, VideoPlayer } from '@motes/ui';

const VIDEO = videoById('new-users');

/**
 * The hero's video (§2 "a hero with a video"): the catalogue's `new-users` tour, shown as a
 * 16/9 preview with a "Play video" button; nothing but the poster loads until it is pressed.
 */
export function HeroVideo() {
  const t = useTranslate();
  return (
    <VideoPlayer
      src={VIDEO.url}
      captions={VIDEO.captions}
      title={t('home-hero-video-title')}
      poster={posterUrl(VIDEO.id)}
      preview
    />
  );
}

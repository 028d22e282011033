import { posterUrl, videoById } from '@motes/shared';
import { useTranslate, VideoPlayer } from '@motes/ui';

const SIDEBAR_VIDEO = videoById('mote-sidebar');

/**
 * The Mote Sidebar video (§3 catalogue id `mote-sidebar`) in the product page's hero: a 16/9
 * preview with "Play video" first, so nothing but the poster loads until someone asks for it.
 */
export function ProductVideo() {
  const t = useTranslate();
  return (
    <VideoPlayer
      src={SIDEBAR_VIDEO.url}
      captions={SIDEBAR_VIDEO.captions}
      title={t('product-video-title')}
      poster={posterUrl('mote-sidebar')}
      preview
    />
  );
}

import { useTranslate } from '@motes/ui';
import { ActionLink, PageHero } from '../marketing/components';
import { HeroVideo } from './HeroVideo';

/** §2: the home page's hero, with the page's h1, the free-trial action and a video. */
export function HomeHero() {
  const t = useTranslate();
  return (
    <PageHero
      eyebrow={t('home-hero-eyebrow')}
      title={t('home-hero-title')}
      lede={<p>{t('home-hero-lede')}</p>}
      actions={
        <>
          <ActionLink to="/signup">{t('home-start-trial')}</ActionLink>
          <ActionLink to="/product" variant="secondary">
            {t('home-hero-see-how')}
          </ActionLink>
        </>
      }
      media={<HeroVideo />}
    />
  );
}

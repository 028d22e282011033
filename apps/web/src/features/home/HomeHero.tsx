import { isProductToolBuilt } from '@motes/shared';
import { useTranslate } from '@motes/ui';
import { ActionLink, PageHero } from '../marketing/components';
import { HeroVideo } from './HeroVideo';

/**
 * §2 names the home page's call to action "Start your Free Trial Now" (to /signup). It says so
 * only while this build has a trial (registry: `trial`); until then it offers what signing up
 * gives today, a free account.
 */
export function useSignUpActionLabel(): string {
  const t = useTranslate();
  return isProductToolBuilt('trial') ? t('home-start-trial') : t('home-sign-up-free');
}

/** §2: the home page's hero, with the page's h1, the sign-up action and a video. */
export function HomeHero() {
  const t = useTranslate();
  const signUp = useSignUpActionLabel();
  return (
    <PageHero
      eyebrow={t('home-hero-eyebrow')}
      title={t('home-hero-title')}
      lede={<p>{t('home-hero-lede')}</p>}
      actions={
        <>
          <ActionLink to="/signup">{signUp}</ActionLink>
          <ActionLink to="/product" variant="secondary">
            {t('home-hero-see-how')}
          </ActionLink>
        </>
      }
      media={<HeroVideo />}
    />
  );
}

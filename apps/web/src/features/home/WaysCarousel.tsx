import { useState } from 'react';
import { HOME_CAROUSEL_INTERVAL_MS } from '@motes/shared';
import { Button, usePrefersReducedMotion, useTranslate } from '@motes/ui';
import { Section } from '../marketing/components';
import { useAutoAdvance } from './autoAdvance';
import { SLIDE_ART } from './homeArt';
import { CAROUSEL_SLIDES } from './homeContent';
import { HOME_ICONS } from './homeIcons';
import { isRotationPlaying, RotationToggle } from './RotationToggle';
import { usePauseOnInteraction } from './usePauseOnInteraction';
import './WaysCarousel.css';

/**
 * §2 "The home carousel loops": ways teachers use Motes. It moves on every 4 s (§9), after
 * the last slide comes the first, and it stops while the pointer is over it or focus is in
 * it, after the user pauses it, and under reduced motion (WAI-ARIA carousel pattern).
 */
export function WaysCarousel() {
  const t = useTranslate();
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const playing = isRotationPlaying(choice, reducedMotion);
  const { interacting, handlers } = usePauseOnInteraction();
  const { index, next, previous } = useAutoAdvance({
    count: CAROUSEL_SLIDES.length,
    intervalMs: HOME_CAROUSEL_INTERVAL_MS,
    paused: !playing || interacting,
  });
  const rotating = playing && !interacting;
  const heading = t('home-ways-heading');
  const slide = CAROUSEL_SLIDES[index] ?? CAROUSEL_SLIDES[0]!;

  return (
    <Section id="ways" heading={heading} intro={<p>{t('home-ways-intro')}</p>} tone="tinted">
      <div
        className="home-carousel"
        role="group"
        aria-roledescription={t('home-ways-carousel')}
        aria-label={heading}
        {...handlers}
      >
        <div className="home-carousel__controls">
          <RotationToggle
            playing={playing}
            onToggle={() => setChoice(playing ? 'pause' : 'play')}
            pauseLabel={t('home-ways-pause')}
            playLabel={t('home-ways-play')}
          />
          <Button
            variant="ghost"
            size="sm"
            className="home-carousel__step"
            icon={HOME_ICONS.previous}
            aria-label={t('home-ways-previous')}
            onClick={previous}
          />
          <Button
            variant="ghost"
            size="sm"
            className="home-carousel__step"
            icon={HOME_ICONS.next}
            aria-label={t('home-ways-next')}
            onClick={next}
          />
        </div>
        <div className="home-carousel__slides" aria-live={rotating ? 'off' : 'polite'}>
          <div
            key={slide.art}
            role="group"
            aria-roledescription={t('home-ways-slide')}
            aria-label={t('home-ways-position', {
              position: index + 1,
              count: CAROUSEL_SLIDES.length,
            })}
            className="home-carousel__slide"
          >
            <div className="home-carousel__art">{SLIDE_ART[slide.art]}</div>
            <div className="home-carousel__text">
              <h3 className="home-carousel__title">{t(slide.title)}</h3>
              <p>{t(slide.body)}</p>
            </div>
          </div>
        </div>
        <div className="home-carousel__dots" aria-hidden="true">
          {CAROUSEL_SLIDES.map((slide, slideIndex) => (
            <span
              key={slide.art}
              className={`home-carousel__dot${slideIndex === index ? ' home-carousel__dot--current' : ''}`}
            />
          ))}
        </div>
      </div>
    </Section>
  );
}

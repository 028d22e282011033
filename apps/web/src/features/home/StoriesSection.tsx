import { lazy, Suspense, useState, type CSSProperties } from 'react';
import {
  CUSTOMER_STORY_LOOKS,
  CUSTOMER_STORY_SLUGS,
  TESTIMONIAL_ROTATION_MS,
  type CaseStudySlug,
} from '@motes/shared';
import { Avatar, Button, usePrefersReducedMotion, useTranslate } from '@motes/ui';
import { Section } from '../marketing/components';
import { useAutoAdvance } from './autoAdvance';
import { isRotationPlaying, RotationToggle } from './RotationToggle';
import { storyMessageIds } from './storyMessages';
import { usePauseOnInteraction } from './usePauseOnInteraction';
import { useRovingTabs } from './useRovingTabs';
import './StoriesSection.css';

// The dialog (and the design system's Dialog) loads on the first "Learn more": the home page
// does not need it to show (issue 4's JavaScript budget).
const StoryDialog = lazy(() =>
  import('./StoryDialog').then((module) => ({ default: module.StoryDialog })),
);

/**
 * §2 testimonial section: 4 customer stories, an avatar for each that selects it, a "Learn
 * more" dialog per story; it moves on every 5 s (§9) but holds while a dialog is open, while
 * the pointer or keyboard focus is inside, after the user pauses it, and under reduced motion.
 */
export function StoriesSection() {
  const t = useTranslate();
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const playing = isRotationPlaying(choice, reducedMotion);
  const [dialog, setDialog] = useState<{ slug: CaseStudySlug; open: boolean } | null>(null);
  const { interacting, handlers } = usePauseOnInteraction();
  const { index, select } = useAutoAdvance({
    count: CUSTOMER_STORY_SLUGS.length,
    intervalMs: TESTIMONIAL_ROTATION_MS,
    paused: !playing || dialog?.open === true || interacting,
  });
  const { tabProps, panelProps } = useRovingTabs({
    count: CUSTOMER_STORY_SLUGS.length,
    selected: index,
    onSelect: select,
  });
  const rotating = playing && !interacting;
  const slug = CUSTOMER_STORY_SLUGS[index] ?? CUSTOMER_STORY_SLUGS[0]!;
  const ids = storyMessageIds(slug);
  const accent = { '--home-story-accent': CUSTOMER_STORY_LOOKS[slug].accentColour };

  return (
    <Section
      id="stories"
      heading={t('home-stories-heading')}
      intro={<p>{t('home-stories-intro')}</p>}
    >
      <div className="home-stories" {...handlers}>
        <div className="home-stories__bar">
          <div
            role="tablist"
            aria-label={t('home-stories-tablist')}
            className="home-stories__avatars"
          >
            {CUSTOMER_STORY_SLUGS.map((tabSlug, tab) => (
              <button key={tabSlug} {...tabProps(tab)} className="home-stories__avatar-tab">
                <Avatar
                  src={CUSTOMER_STORY_LOOKS[tabSlug].avatar}
                  name={t(storyMessageIds(tabSlug).from)}
                  alt=""
                  size="lg"
                  bordered
                />
                <span className="home-stories__avatar-label">
                  {t(storyMessageIds(tabSlug).name)}
                </span>
              </button>
            ))}
          </div>
          <RotationToggle
            playing={playing}
            onToggle={() => setChoice(playing ? 'pause' : 'play')}
            pauseLabel={t('home-stories-pause')}
            playLabel={t('home-stories-play')}
          />
        </div>
        {/* Quiet while it turns by itself; announces a story the user picked. */}
        <div aria-live={rotating ? 'off' : 'polite'}>
          <div {...panelProps()} className="home-story" style={accent as CSSProperties}>
            <h3 className="home-story__name">{t(ids.name)}</h3>
            <p className="home-story__text">{t(ids.text)}</p>
            <figure className="home-story__quote">
              <blockquote>
                <p>{t(ids.quote)}</p>
              </blockquote>
              <figcaption>
                {t('home-story-attribution', { role: t(ids.role), from: t(ids.from) })}
              </figcaption>
            </figure>
            <Button
              variant="secondary"
              aria-label={t('home-story-learn-more.label', { story: t(ids.name) })}
              onClick={() => setDialog({ slug, open: true })}
            >
              {t('home-story-learn-more')}
            </Button>
          </div>
        </div>
        {dialog ? (
          <Suspense fallback={null}>
            <StoryDialog
              slug={dialog.slug}
              open={dialog.open}
              onClose={() => setDialog({ slug: dialog.slug, open: false })}
            />
          </Suspense>
        ) : null}
      </div>
    </Section>
  );
}

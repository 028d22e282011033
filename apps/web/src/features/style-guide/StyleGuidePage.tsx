import { useId } from 'react';
import { useTranslate } from '@motes/ui';
import { documentTitle } from '../signed-in/documentTitle';
import { ButtonsSection } from './ButtonsSection';
import { AlertsSection, LoadingWaveSection, ToastsSection } from './FeedbackSections';
import { ColoursSection, LayoutSection, TypographySection } from './FoundationSections';
import { CardsSection, MediaSection } from './MediaSection';
import { DialogSection, DropdownsSection, TooltipsSection } from './OverlaySections';
import { AvatarsSection, NavigationPiecesSection } from './PeopleAndNavigationSections';
import './styleGuide.css';

/** The sections in page order: anchor id and the message id of its heading. */
const CONTENTS = [
  ['colours', 'style-guide-colours-heading'],
  ['typography', 'style-guide-type-heading-section'],
  ['layout', 'style-guide-layout-heading'],
  ['buttons', 'style-guide-buttons-heading'],
  ['alerts', 'style-guide-alerts-heading'],
  ['toasts', 'style-guide-toasts-heading'],
  ['loading-wave', 'style-guide-wave-heading'],
  ['cards', 'style-guide-cards-heading'],
  ['dialog', 'style-guide-dialog-heading'],
  ['dropdowns', 'style-guide-dropdowns-heading'],
  ['tooltips', 'style-guide-tooltips-heading'],
  ['avatars', 'style-guide-avatars-heading'],
  ['navigation', 'style-guide-navigation-heading'],
  ['video', 'style-guide-video-heading'],
] as const;

/**
 * `/style-guide`: the living style guide (issue 4), outside production only. Every piece of
 * the design system in @motes/ui, live, with the §9 numbers printed from the shared constants.
 */
export function StyleGuidePage() {
  const t = useTranslate();
  const contentsId = useId();
  return (
    <div className="style-guide">
      <title>{documentTitle(t('style-guide-page-title'))}</title>
      <meta name="robots" content="noindex" />
      <header className="style-guide__header">
        <h1>{t('style-guide-heading')}</h1>
        <p className="style-guide__lede">{t('style-guide-lede')}</p>
      </header>
      <nav className="style-guide__contents" aria-labelledby={contentsId}>
        <h2 id={contentsId} className="style-guide__contents-heading">
          {t('style-guide-contents')}
        </h2>
        <ul>
          {CONTENTS.map(([id, headingId]) => (
            <li key={id}>
              {/* Built ids: each is also used literally by its section. */}
              <a href={`#${id}`}>{t(headingId)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <ColoursSection />
      <TypographySection />
      <LayoutSection />
      <ButtonsSection />
      <AlertsSection />
      <ToastsSection />
      <LoadingWaveSection />
      <CardsSection />
      <DialogSection />
      <DropdownsSection />
      <TooltipsSection />
      <AvatarsSection />
      <NavigationPiecesSection />
      <MediaSection />
    </div>
  );
}

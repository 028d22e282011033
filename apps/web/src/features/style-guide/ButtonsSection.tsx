import { BUTTON_HEIGHTS_PX, Button, useTranslate, type ButtonVariant } from '@motes/ui';
import { useId } from 'react';
import { GuideExample, GuideSection } from './GuideSection';

const VARIANTS: readonly ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];

function MicIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <rect x="5.5" y="1.5" width="5" height="8" rx="2.5" fill="currentColor" />
      <path
        d="M3.5 7.5a4.5 4.5 0 0 0 9 0M8 12v2.5"
        stroke="currentColor"
        fill="none"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** §2/§9 buttons: variants, the four heights and the loading and disabled states. */
export function ButtonsSection() {
  const t = useTranslate();
  const reasonId = useId();
  const label = (variant: ButtonVariant) =>
    ({
      primary: t('style-guide-button-primary'),
      secondary: t('style-guide-button-secondary'),
      ghost: t('style-guide-button-ghost'),
      danger: t('style-guide-button-danger'),
    })[variant];
  return (
    <GuideSection
      id="buttons"
      heading={t('style-guide-buttons-heading')}
      intro={t('style-guide-buttons-intro')}
    >
      {VARIANTS.map((variant) => (
        <GuideExample key={variant} heading={label(variant)}>
          {Object.entries(BUTTON_HEIGHTS_PX).map(([size, px]) => (
            <Button key={size} variant={variant} size={size as keyof typeof BUTTON_HEIGHTS_PX}>
              {t('style-guide-button-size', { size, px: String(px) })}
            </Button>
          ))}
        </GuideExample>
      ))}
      <GuideExample heading={t('style-guide-buttons-states')}>
        <Button icon={<MicIcon />}>{t('style-guide-button-record')}</Button>
        <Button loading loadingText={t('style-guide-button-saving')}>
          {t('style-guide-button-save')}
        </Button>
        <Button variant="secondary" icon={<MicIcon />} loading>
          {t('style-guide-button-record')}
        </Button>
        <Button disabled>{t('style-guide-button-disabled')}</Button>
        <Button variant="secondary" visuallyDisabled aria-describedby={reasonId}>
          {t('style-guide-button-share')}
        </Button>
        <p id={reasonId} className="style-guide__note">
          {t('style-guide-button-share-reason')}
        </p>
      </GuideExample>
    </GuideSection>
  );
}

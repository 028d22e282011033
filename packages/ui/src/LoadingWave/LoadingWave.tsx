import { classNames } from '../classNames';
import { useTranslate } from '../i18n/LocalizationProvider';

import { LOADING_WAVE_DEFAULT_TEXT } from '@motes/shared';

export { LOADING_WAVE_DEFAULT_TEXT };

/** Where a {@link LoadingWave} sits: in the flow, over its positioned parent, or over the page. */
export type LoadingWaveLayout = 'inline' | 'overlay' | 'fullscreen';

/** Props of {@link LoadingWave}. */
export interface LoadingWaveProps {
  /** Defaults to "Just a motement ...". */
  text?: string;
  /** Defaults to `inline`. `overlay` needs a parent with `position: relative`. */
  layout?: LoadingWaveLayout;
  className?: string;
}

const BAR_COUNT = 5;

/**
 * An animated sound wave with a text, announced politely as a status. The bars are
 * decorative; the text carries the meaning, and the animation stops for users who ask
 * the system for reduced motion.
 */
export function LoadingWave({ text, layout = 'inline', className }: LoadingWaveProps) {
  const t = useTranslate();
  return (
    <div
      role="status"
      aria-live="polite"
      className={classNames('motes-loading-wave', `motes-loading-wave--${layout}`, className)}
    >
      <span className="motes-loading-wave__bars" aria-hidden="true">
        {Array.from({ length: BAR_COUNT }, (_, index) => (
          <span key={index} className="motes-loading-wave__bar" />
        ))}
      </span>
      <span className="motes-loading-wave__text">
        {text ?? t('ui-loading-wave', undefined, LOADING_WAVE_DEFAULT_TEXT)}
      </span>
    </div>
  );
}

import { useId } from 'react';
import { BRAND_NAME, useTranslate } from '@motes/ui';
import { useSeasonalChoice } from './seasonalChoiceStore';
import './SeasonalTouchesToggle.css';

/**
 * "Seasonal touches": the §3 seasonal-holiday setting (enabled, sound, visual) as three
 * checkboxes. Without a stored choice each shows on, the §4 default during a holiday; any
 * change stores the whole choice under the §9 keys, and takes effect in the next holiday
 * period (or at once during one).
 */
export function SeasonalTouchesToggle() {
  const t = useTranslate();
  const hintId = useId();
  const { stored, choose } = useSeasonalChoice();
  const enabled = stored.enabled ?? true;
  const sound = stored.features?.sound ?? true;
  const visual = stored.features?.visual ?? true;

  return (
    <fieldset className="seasonal-touches" aria-describedby={hintId}>
      <legend className="seasonal-touches__legend">{t('seasonal-touches-legend')}</legend>
      <p id={hintId} className="seasonal-touches__hint">
        {t('seasonal-touches-hint', { brand: BRAND_NAME })}
      </p>
      <label className="seasonal-touches__option">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(event) =>
            choose({ enabled: event.target.checked, features: { sound, visual } })
          }
        />
        {t('seasonal-touches-enabled')}
      </label>
      <div className="seasonal-touches__features">
        <label className="seasonal-touches__option">
          <input
            type="checkbox"
            checked={sound}
            disabled={!enabled}
            onChange={(event) =>
              choose({ enabled, features: { sound: event.target.checked, visual } })
            }
          />
          {t('seasonal-touches-sound')}
        </label>
        <label className="seasonal-touches__option">
          <input
            type="checkbox"
            checked={visual}
            disabled={!enabled}
            onChange={(event) =>
              choose({ enabled, features: { sound, visual: event.target.checked } })
            }
          />
          {t('seasonal-touches-visual')}
        </label>
      </div>
    </fieldset>
  );
}

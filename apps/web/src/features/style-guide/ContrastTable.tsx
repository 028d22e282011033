import { useId } from 'react';
import { COLOR_PAIRS, colorTokenValue, contrastRatio, useTranslate } from '@motes/ui';

/**
 * The colour pairs the components use, with their contrast. Text pairs (4.5:1) show a text
 * sample; the 3:1 pairs are lines, so their sample is a ring in that colour around text in
 * the normal text colour, which is how the components use them.
 */
export function ContrastTable() {
  const t = useTranslate();
  const captionId = useId();
  return (
    // On a phone the table scrolls sideways; the scroll box takes focus so keyboards can too.
    <div className="style-guide__scroll" role="group" aria-labelledby={captionId} tabIndex={0}>
      <table className="style-guide__table">
        <caption id={captionId}>{t('style-guide-contrast-caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('style-guide-contrast-foreground')}</th>
            <th scope="col">{t('style-guide-contrast-background')}</th>
            <th scope="col">{t('style-guide-contrast-ratio')}</th>
            <th scope="col">{t('style-guide-contrast-minimum')}</th>
          </tr>
        </thead>
        <tbody>
          {COLOR_PAIRS.map(({ foreground, background, minimum }) => {
            const colour = colorTokenValue(foreground);
            const backdrop = colorTokenValue(background);
            const ratio = contrastRatio(colour, backdrop).toFixed(2);
            const sampleStyle =
              minimum === 3
                ? { background: backdrop, outline: `3px solid ${colour}`, outlineOffset: '-3px' }
                : { background: backdrop, color: colour };
            return (
              <tr key={`${foreground}-${background}`}>
                <td>
                  <code>{foreground}</code>
                </td>
                <td>
                  <code>{background}</code>
                </td>
                <td>
                  <span className="style-guide__contrast-sample" style={sampleStyle}>
                    {t('style-guide-contrast-value', { ratio })}
                  </span>
                </td>
                <td>{t('style-guide-contrast-value', { ratio: minimum.toFixed(1) })}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

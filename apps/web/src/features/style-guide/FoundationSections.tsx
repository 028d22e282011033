import type { CSSProperties } from 'react';
import {
  BREAKPOINTS_PX,
  CONTAINER_MAX_WIDTHS_PX,
  DIALOG_Z_INDEX,
  LAYER_MAX,
  MOBILE_MENU_BREAKPOINT_PX,
  NAV_HEIGHT_PX,
  TEXT_BREAKPOINTS_PX,
} from '@motes/shared';
import { COLOR_TOKENS, LAYERS, useTranslate } from '@motes/ui';
import { ContrastTable } from './ContrastTable';
import { GuideExample, GuideSection } from './GuideSection';
import { NumberTable } from './NumberTable';

/** Colour tokens with their names, values and the contrast of the pairs in use. */
export function ColoursSection() {
  const t = useTranslate();
  return (
    <GuideSection
      id="colours"
      heading={t('style-guide-colours-heading')}
      intro={t('style-guide-colours-intro')}
    >
      <ul className="style-guide__swatches">
        {COLOR_TOKENS.map(({ name, value }) => (
          <li key={name} className="style-guide__swatch">
            <span
              className="style-guide__swatch-colour"
              style={{ '--swatch': `var(--motes-color-${name})` } as CSSProperties}
              aria-hidden="true"
            />
            <code>--motes-color-{name}</code>
            <span className="style-guide__swatch-value">{value}</span>
            {/* Built id: colourDescriptions.test.ts checks each token has one. */}
            <span>{t(`style-guide-colour-${name}`)}</span>
          </li>
        ))}
      </ul>
      <ContrastTable />
    </GuideSection>
  );
}

const TYPE_SAMPLES = [
  { className: 'style-guide__type--display', id: 'style-guide-type-display' },
  { className: 'style-guide__type--heading', id: 'style-guide-type-heading' },
  { className: 'style-guide__type--body', id: 'style-guide-type-body' },
  { className: 'style-guide__type--small', id: 'style-guide-type-small' },
] as const;

/** The font and the type scale. */
export function TypographySection() {
  const t = useTranslate();
  return (
    <GuideSection
      id="typography"
      heading={t('style-guide-type-heading-section')}
      intro={t('style-guide-type-intro')}
    >
      <p>
        {t('style-guide-type-family')}{' '}
        <code className="style-guide__font-stack">var(--motes-font-family)</code>
      </p>
      <dl className="style-guide__type-samples">
        {TYPE_SAMPLES.map(({ className, id }) => (
          <div key={id}>
            {/* Built ids: the four listed above, checked by colourDescriptions.test.ts. */}
            <dt>{t(id)}</dt>
            <dd className={className}>{t('style-guide-type-sample')}</dd>
          </div>
        ))}
      </dl>
      <ul className="style-guide__weights">
        {[400, 600, 700].map((weight) => (
          <li key={weight} style={{ fontWeight: weight }}>
            {t('style-guide-type-weight', { weight: String(weight) })}
          </li>
        ))}
      </ul>
    </GuideSection>
  );
}

/** Layers, breakpoints and containers, printed from the §9 constants. */
export function LayoutSection() {
  const t = useTranslate();
  // Numbers as written in the constants (no digit grouping), as CSS would read them.
  const px = (value: number) => t('style-guide-px', { value: String(value) });
  return (
    <GuideSection
      id="layout"
      heading={t('style-guide-layout-heading')}
      intro={t('style-guide-layout-intro')}
    >
      <div className="style-guide__tables">
        <NumberTable
          caption={t('style-guide-layers-caption')}
          nameHeader={t('style-guide-column-name')}
          valueHeader={t('style-guide-column-z-index')}
          rows={[
            ...Object.entries(LAYERS).map(([name, value]) => ({ name, value: String(value) })),
            { name: 'dialog', value: String(DIALOG_Z_INDEX) },
            { name: 'dialog (max)', value: String(LAYER_MAX) },
          ]}
        />
        <NumberTable
          caption={t('style-guide-breakpoints-caption')}
          nameHeader={t('style-guide-column-name')}
          valueHeader={t('style-guide-column-min-width')}
          rows={[
            ...Object.entries(BREAKPOINTS_PX).map(([name, value]) => ({ name, value: px(value) })),
            { name: 'mobile-menu', value: px(MOBILE_MENU_BREAKPOINT_PX) },
            ...TEXT_BREAKPOINTS_PX.map((value, index) => ({
              name: `text-${index + 1}`,
              value: px(value),
            })),
          ]}
        />
        <NumberTable
          caption={t('style-guide-containers-caption')}
          nameHeader={t('style-guide-column-name')}
          valueHeader={t('style-guide-column-size')}
          rows={[
            ...Object.entries(CONTAINER_MAX_WIDTHS_PX).map(([name, value]) => ({
              name,
              value: px(value),
            })),
            { name: 'nav-height', value: px(NAV_HEIGHT_PX) },
          ]}
        />
      </div>
      <GuideExample heading={t('style-guide-containers-demo')}>
        <div className="style-guide__containers">
          {Object.entries(CONTAINER_MAX_WIDTHS_PX).map(([name, value]) => (
            <div
              key={name}
              className="style-guide__container-bar"
              style={{ inlineSize: `${(value / CONTAINER_MAX_WIDTHS_PX.wide) * 100}%` }}
            >
              <code>{name}</code> {px(value)}
            </div>
          ))}
        </div>
      </GuideExample>
    </GuideSection>
  );
}

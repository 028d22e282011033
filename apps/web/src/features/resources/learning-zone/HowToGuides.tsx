import {
  RECORDING_MAX_SECONDS_LIMITED,
  RECORDING_MAX_SECONDS_STANDARD,
  isProductToolBuilt,
} from '@motes/shared';
import { Link, useTranslate } from '@motes/ui';
import { ToolStateMark, toolStateAttributes } from '../../marketing/components';
import { HOW_TO_GUIDES, howToGuidePath } from './howToGuides';

// The §9 recording limits, for the steps that quote them.
const STEP_ARGS = {
  limitedSeconds: RECORDING_MAX_SECONDS_LIMITED,
  standardSeconds: RECORDING_MAX_SECONDS_STANDARD,
  standardMinutes: RECORDING_MAX_SECONDS_STANDARD / 60,
};

/** The "How-to guides" tab: an index of the guides, then each guide's steps. */
export function HowToGuides() {
  const t = useTranslate();
  return (
    <div className="marketing-container marketing-container--narrow learning-zone__panel">
      <h2 className="learning-zone__panel-heading">{t('learning-zone-howto-heading')}</h2>
      <p className="learning-zone__panel-intro">{t('learning-zone-howto-intro')}</p>
      <nav aria-label={t('learning-zone-howto-index-label')} className="learning-zone__index">
        <ul>
          {HOW_TO_GUIDES.map((guide) => (
            <li key={guide.key} {...toolStateAttributes(guide.tool)}>
              <Link to={howToGuidePath(guide.anchor)}>
                {t(`learning-zone-howto-${guide.key}-title`)}
              </Link>
              {guide.tool && !isProductToolBuilt(guide.tool) ? (
                <>
                  {' '}
                  <ToolStateMark tool={guide.tool} as="span" />
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
      {HOW_TO_GUIDES.map((guide) => {
        const prefix = `learning-zone-howto-${guide.key}`;
        // A guide to a tool that is not built keeps its steps (what it will be) but offers
        // no "try it" link.
        const notBuilt = guide.tool && !isProductToolBuilt(guide.tool) ? guide.tool : undefined;
        return (
          <section
            key={guide.key}
            id={guide.anchor}
            className="how-to"
            aria-labelledby={`${guide.anchor}-heading`}
            {...toolStateAttributes(notBuilt)}
          >
            <h3 id={`${guide.anchor}-heading`} className="how-to__title">
              {t(`${prefix}-title`)}
            </h3>
            {notBuilt ? <ToolStateMark tool={notBuilt} /> : null}
            <p className="how-to__summary">{t(`${prefix}-summary`)}</p>
            <ol className="how-to__steps">
              {Array.from({ length: guide.steps }, (_, index) => (
                <li key={index}>{t(`${prefix}-step-${index + 1}`, STEP_ARGS)}</li>
              ))}
            </ol>
            {guide.tryAt && !notBuilt ? (
              <p className="how-to__action">
                <Link to={guide.tryAt}>{t(`${prefix}-action`)}</Link>
              </p>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}

import { Link, useTranslate } from '@motes/ui';
import { FeatureGrid } from '../../components';

/** Where the four case studies live (their slugs, content brief "Case-study article paths"). */
export const CASE_STUDY_PATHS = {
  newYork: '/learning-zone/case-studies/new-york-district',
  england: '/learning-zone/case-studies/england-primary-trust',
  connecticut: '/learning-zone/case-studies/connecticut-district',
  novaScotia: '/learning-zone/case-studies/nova-scotia-centre',
} as const;

/** The §9 marketing figures, each with the case study it comes from. */
export function CaseStudyOutcomes() {
  const t = useTranslate();
  return (
    <FeatureGrid
      columns={2}
      items={[
        {
          title: t('impact-outcome-new-york-title'),
          body: (
            <>
              <p className="impact-figure">{t('impact-outcome-new-york-figure')}</p>
              <p>{t('impact-outcome-new-york-body')}</p>
            </>
          ),
          action: <Link to={CASE_STUDY_PATHS.newYork}>{t('impact-outcome-new-york-link')}</Link>,
        },
        {
          title: t('impact-outcome-england-title'),
          body: (
            <>
              <p className="impact-figure">{t('impact-outcome-england-figure')}</p>
              <p>{t('impact-outcome-england-body')}</p>
            </>
          ),
          action: <Link to={CASE_STUDY_PATHS.england}>{t('impact-outcome-england-link')}</Link>,
        },
        {
          title: t('impact-outcome-connecticut-title'),
          body: (
            <>
              <p className="impact-figure">{t('impact-outcome-connecticut-figure')}</p>
              <p>{t('impact-outcome-connecticut-body')}</p>
            </>
          ),
          action: (
            <Link to={CASE_STUDY_PATHS.connecticut}>{t('impact-outcome-connecticut-link')}</Link>
          ),
        },
        {
          title: t('impact-outcome-nova-scotia-title'),
          body: (
            <>
              <p className="impact-figure">{t('impact-outcome-nova-scotia-figure')}</p>
              <p>{t('impact-outcome-nova-scotia-body')}</p>
            </>
          ),
          action: (
            <Link to={CASE_STUDY_PATHS.novaScotia}>{t('impact-outcome-nova-scotia-link')}</Link>
          ),
        },
      ]}
    />
  );
}

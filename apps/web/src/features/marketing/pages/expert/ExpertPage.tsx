import { Link, useTranslate } from '@motes/ui';
import {
  ActionLink,
  CtaBanner,
  FeatureGrid,
  MarketingPage,
  PageHero,
  Section,
} from '../../components';
import '../common/pages.css';
import { EXPERTS_EMAIL, mailtoWithSubject } from '../common/mailto';

/** `/expert` (Ask an Expert): what our educator team helps with and how to reach them. */
export function ExpertPage() {
  const t = useTranslate();
  const mailto = mailtoWithSubject(EXPERTS_EMAIL, t('expert-mail-subject'));
  return (
    <MarketingPage title={t('expert-page-title')} description={t('expert-page-description')}>
      <PageHero
        eyebrow={t('expert-eyebrow')}
        title={t('expert-title')}
        lede={<p>{t('expert-lede')}</p>}
        actions={<ActionLink to={mailto}>{t('expert-email-action')}</ActionLink>}
      />
      <Section id="help-with" heading={t('expert-help-heading')}>
        <FeatureGrid
          items={[
            {
              title: t('expert-help-feedback-title'),
              body: <p>{t('expert-help-feedback-body')}</p>,
            },
            { title: t('expert-help-reading-title'), body: <p>{t('expert-help-reading-body')}</p> },
            {
              title: t('expert-help-languages-title'),
              body: <p>{t('expert-help-languages-body')}</p>,
            },
            {
              title: t('expert-help-classes-title'),
              body: <p>{t('expert-help-classes-body')}</p>,
              tool: 'classes',
            },
            { title: t('expert-help-rollout-title'), body: <p>{t('expert-help-rollout-body')}</p> },
            { title: t('expert-help-privacy-title'), body: <p>{t('expert-help-privacy-body')}</p> },
          ]}
        />
      </Section>
      <Section id="reach-us" heading={t('expert-reach-heading')} tone="tinted" width="narrow">
        <div className="mp-prose">
          <p>
            {t('expert-reach-intro')} <Link to={mailto}>{EXPERTS_EMAIL}</Link>
          </p>
          <p>{t('expert-include-intro')}</p>
          <ul>
            <li>{t('expert-include-role')}</li>
            <li>{t('expert-include-goal')}</li>
            <li>{t('expert-include-tried')}</li>
            <li>{t('expert-include-setup')}</li>
          </ul>
          <div className="mp-note" role="note">
            <p>{t('expert-include-no-student-data')}</p>
          </div>
          <p>{t('expert-reply-goal')}</p>
        </div>
      </Section>
      <Section id="before-you-write" heading={t('expert-before-heading')} width="narrow">
        <ul className="mp-prose">
          <li>
            <Link to="/courses">{t('expert-before-courses')}</Link>
          </li>
          <li>
            <Link to="/learning-zone?tab=howto">{t('expert-before-howto')}</Link>
          </li>
          <li>
            <Link to="/features">{t('expert-before-features')}</Link>
          </li>
          <li>
            <Link to="/about#contact">{t('expert-before-contact')}</Link>
          </li>
        </ul>
      </Section>
      <CtaBanner
        heading={t('expert-cta-heading')}
        actions={
          <ActionLink to={mailto} variant="inverse">
            {t('expert-email-action')}
          </ActionLink>
        }
      />
    </MarketingPage>
  );
}

import {
  FREE_MOTE_PERIOD_DAYS,
  FREE_MOTES_PER_PERIOD,
  RECORDING_MAX_SECONDS_LIMITED,
  RECORDING_MAX_SECONDS_STANDARD,
} from '@motes/shared';
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
import { VoiceNoteIllustration } from '../../illustrations/VoiceNoteIllustration';
import { CreatingIcon, ReadingIcon, TeachingIcon } from '../../illustrations/ToolGroupIcons';

/** The dashboard: the signed-in user's list of motes (§2 "Go to Dashboard" on /landing). */
export const DASHBOARD_PATH = '/activity';

/**
 * `/landing`: where people arrive from the browser extension or an advert. It says what to do
 * first and leads to the dashboard.
 */
export function LandingPage() {
  const t = useTranslate();
  return (
    <MarketingPage title={t('landing-page-title')} description={t('landing-page-description')}>
      <PageHero
        eyebrow={t('landing-eyebrow')}
        title={t('landing-title')}
        lede={<p>{t('landing-lede')}</p>}
        actions={
          <>
            <ActionLink to={DASHBOARD_PATH}>{t('landing-go-to-dashboard')}</ActionLink>
            <ActionLink to="/product" variant="secondary">
              {t('landing-take-tour')}
            </ActionLink>
          </>
        }
        media={<VoiceNoteIllustration />}
      />
      <Section id="first-steps" heading={t('landing-first-steps-heading')}>
        <FeatureGrid
          items={[
            {
              icon: <CreatingIcon />,
              title: t('landing-step-record-title'),
              body: <p>{t('landing-step-record-body')}</p>,
              action: <Link to="/product#motes">{t('landing-step-record-link')}</Link>,
            },
            {
              icon: <ReadingIcon />,
              title: t('landing-step-sidebar-title'),
              body: <p>{t('landing-step-sidebar-body')}</p>,
              action: <Link to="/product#extension">{t('landing-step-sidebar-link')}</Link>,
            },
            {
              icon: <TeachingIcon />,
              title: t('landing-step-share-title'),
              body: <p>{t('landing-step-share-body')}</p>,
              action: <Link to="/product#share-pages">{t('landing-step-share-link')}</Link>,
            },
          ]}
        />
      </Section>
      <Section
        id="your-account"
        heading={t('landing-account-heading')}
        tone="tinted"
        width="narrow"
      >
        <div className="mp-prose">
          {/* §9: 60 s per mote signed in on a free account, 300 s otherwise (anonymous too). */}
          <p>
            {t('landing-account-free', {
              count: FREE_MOTES_PER_PERIOD,
              days: FREE_MOTE_PERIOD_DAYS,
              limited: RECORDING_MAX_SECONDS_LIMITED,
            })}
          </p>
          <p>
            {t('landing-account-signed-out', {
              standard: RECORDING_MAX_SECONDS_STANDARD,
              standardMinutes: RECORDING_MAX_SECONDS_STANDARD / 60,
            })}
          </p>
          <p>
            <Link to="/pricing">{t('landing-account-pricing-link')}</Link>
          </p>
        </div>
      </Section>
      <Section id="help" heading={t('landing-help-heading')} width="narrow">
        <ul className="mp-prose">
          <li>
            <Link to="/courses">{t('landing-help-courses')}</Link>
          </li>
          <li>
            <Link to="/learning-zone?tab=howto">{t('landing-help-howto')}</Link>
          </li>
          <li>
            <Link to="/expert">{t('landing-help-expert')}</Link>
          </li>
        </ul>
      </Section>
      <CtaBanner
        heading={t('landing-cta-heading')}
        body={<p>{t('landing-cta-body')}</p>}
        actions={
          <ActionLink to={DASHBOARD_PATH} variant="inverse">
            {t('landing-go-to-dashboard')}
          </ActionLink>
        }
      />
    </MarketingPage>
  );
}

import { FREE_TRIAL_DAYS, isProductToolBuilt } from '@motes/shared';
import { useTranslate } from '@motes/ui';
import {
  ActionLink,
  CtaBanner,
  FeatureGrid,
  MarketingPage,
  Section,
} from '../marketing/components';
import { BADGE_ART } from './homeArt';
import { COMPLIANCE_BADGES, FEATURE_HIGHLIGHTS, INTEGRATIONS } from './homeContent';
import { HOME_ICONS } from './homeIcons';
import { HomeHero, useSignUpActionLabel } from './HomeHero';
import { IllustratedList } from './IllustratedList';
import { SidebarModes } from './SidebarModes';
import { StoriesSection } from './StoriesSection';
import { TrustFigures } from './TrustFigures';
import { WaysCarousel } from './WaysCarousel';
import './HomePage.css';

/**
 * The marketing home page, its sections in the order of §2: hero with a video, the sidebar's
 * three modes, trust figures, customer stories, feature highlights, the carousel,
 * integrations, compliance badges and the sign-up call to action (see useSignUpActionLabel).
 */
export function HomePage() {
  const t = useTranslate();
  const signUp = useSignUpActionLabel();
  return (
    <MarketingPage
      title={t('home-page-title')}
      description={t('home-page-description')}
      className="home"
    >
      <HomeHero />
      <SidebarModes />
      <TrustFigures />
      <StoriesSection />
      <Section
        id="features"
        heading={t('home-features-heading')}
        intro={<p>{t('home-features-intro')}</p>}
      >
        <FeatureGrid
          items={FEATURE_HIGHLIGHTS.map((entry) => ({
            icon: HOME_ICONS[entry.art],
            title: t(entry.title),
            body: <p>{t(entry.body)}</p>,
            tool: entry.tool,
          }))}
        />
      </Section>
      <WaysCarousel />
      <Section
        id="integrations"
        heading={t('home-integrations-heading')}
        intro={<p>{t('home-integrations-intro')}</p>}
      >
        <IllustratedList entries={INTEGRATIONS} art={HOME_ICONS} className="home-integrations" />
      </Section>
      <Section
        id="trust-and-safety"
        heading={t('home-badges-heading')}
        intro={<p>{t('home-badges-intro')}</p>}
        tone="tinted"
      >
        <IllustratedList entries={COMPLIANCE_BADGES} art={BADGE_ART} className="home-badges" />
        <div className="marketing-actions">
          <ActionLink to="/privacy" variant="secondary">
            {t('home-badges-privacy-link')}
          </ActionLink>
          <ActionLink to="/accessibility" variant="secondary">
            {t('home-badges-accessibility-link')}
          </ActionLink>
        </div>
      </Section>
      <CtaBanner
        heading={
          isProductToolBuilt('trial')
            ? t('home-cta-heading', { days: FREE_TRIAL_DAYS })
            : t('home-cta-free-heading')
        }
        body={<p>{t('home-cta-body')}</p>}
        actions={
          <ActionLink to="/signup" variant="inverse">
            {signUp}
          </ActionLink>
        }
      />
    </MarketingPage>
  );
}

import { useTranslate } from '@motes/ui';
import { MarketingPage, PageHero } from '../../marketing/components';
import { QueryTabs, type QueryTab } from '../QueryTabs';
import { PolicyTab } from './PolicyTab';
import { DEFAULT_PRIVACY_TAB, type PrivacyTab } from './policySections';
import { SUBPROCESSORS_ANCHOR, SubprocessorList } from './SubprocessorList';
import './privacy.css';

/**
 * /privacy, the Privacy Center (§2): terms of service, GDPR, the student privacy pledge and
 * security, one tab each, chosen by `?tab=`. Without a tab the terms show.
 */
export function PrivacyPage() {
  const t = useTranslate();
  const tabs: QueryTab<PrivacyTab>[] = [
    {
      value: 'terms',
      label: t('privacy-terms-tab'),
      render: () => (
        <PolicyTab
          tab="terms"
          heading={t('privacy-terms-title')}
          intro={t('privacy-terms-intro')}
        />
      ),
    },
    {
      value: 'gdpr',
      label: t('privacy-gdpr-tab'),
      render: () => (
        <PolicyTab
          tab="gdpr"
          heading={t('privacy-gdpr-title')}
          intro={t('privacy-gdpr-intro')}
          extraContents={[
            { anchor: SUBPROCESSORS_ANCHOR, label: t('privacy-subprocessors-heading') },
          ]}
        >
          <SubprocessorList />
        </PolicyTab>
      ),
    },
    {
      value: 'pledge',
      label: t('privacy-pledge-tab'),
      render: () => (
        <PolicyTab
          tab="pledge"
          heading={t('privacy-pledge-title')}
          intro={t('privacy-pledge-intro')}
        />
      ),
    },
    {
      value: 'security',
      label: t('privacy-security-tab'),
      render: () => (
        <PolicyTab
          tab="security"
          heading={t('privacy-security-title')}
          intro={t('privacy-security-intro')}
        />
      ),
    },
  ];

  return (
    <MarketingPage
      title={t('privacy-page-title')}
      description={t('privacy-page-description')}
      className="privacy-page"
    >
      <PageHero
        eyebrow={t('privacy-eyebrow')}
        title={t('privacy-title')}
        lede={
          <>
            <p>{t('privacy-lede')}</p>
            <ul className="privacy-page__promises">
              <li>{t('privacy-promise-ownership')}</li>
              <li>{t('privacy-promise-no-selling')}</li>
              <li>{t('privacy-promise-control')}</li>
            </ul>
          </>
        }
      />
      <QueryTabs tabs={tabs} defaultValue={DEFAULT_PRIVACY_TAB} label={t('privacy-tabs-label')} />
    </MarketingPage>
  );
}

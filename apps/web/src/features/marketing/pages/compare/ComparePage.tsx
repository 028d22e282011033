import { useTranslate } from '@motes/ui';
import {
  ActionLink,
  CtaBanner,
  FeatureGrid,
  MarketingPage,
  PageHero,
  Section,
} from '../../components';
import '../common/pages.css';
import { CompareTable } from './CompareTable';

/** `/compare`: how Motes compares with typical alternatives, by kind of tool (no names). */
export function ComparePage() {
  const t = useTranslate();
  return (
    <MarketingPage title={t('compare-page-title')} description={t('compare-page-description')}>
      <PageHero
        eyebrow={t('compare-eyebrow')}
        title={t('compare-title')}
        lede={<p>{t('compare-lede')}</p>}
      />
      <Section
        id="comparison"
        heading={t('compare-table-heading')}
        intro={<p>{t('compare-table-intro')}</p>}
      >
        <CompareTable />
      </Section>
      <Section
        id="better-fit"
        heading={t('compare-fit-heading')}
        intro={<p>{t('compare-fit-intro')}</p>}
        tone="tinted"
      >
        <FeatureGrid
          items={[
            { title: t('compare-fit-typing-title'), body: <p>{t('compare-fit-typing-body')}</p> },
            {
              title: t('compare-fit-recorders-title'),
              body: <p>{t('compare-fit-recorders-body')}</p>,
            },
            {
              title: t('compare-fit-read-aloud-title'),
              body: <p>{t('compare-fit-read-aloud-body')}</p>,
            },
          ]}
        />
      </Section>
      <Section id="together" heading={t('compare-together-heading')} width="narrow">
        <div className="mp-prose">
          <p>{t('compare-together-body')}</p>
        </div>
      </Section>
      <CtaBanner
        heading={t('compare-cta-heading')}
        body={<p>{t('compare-cta-body')}</p>}
        actions={
          <>
            <ActionLink to="/signup" variant="inverse">
              {t('compare-cta-sign-up')}
            </ActionLink>
            <ActionLink to="/features" variant="inverse">
              {t('compare-cta-features')}
            </ActionLink>
          </>
        }
      />
    </MarketingPage>
  );
}

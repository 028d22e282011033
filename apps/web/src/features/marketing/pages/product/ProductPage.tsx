import { RECORDING_MAX_SECONDS_LIMITED, RECORDING_MAX_SECONDS_STANDARD } from '@motes/shared';
import { useTranslate } from '@motes/ui';
import {
  ActionLink,
  CtaBanner,
  FeatureGrid,
  MarketingPage,
  PageHero,
  Section,
} from '../../components';
import { SidebarIllustration } from '../../illustrations/SidebarIllustration';
import { VoiceNoteIllustration } from '../../illustrations/VoiceNoteIllustration';
import '../common/pages.css';
import { ExtensionSection } from './ExtensionSection';
import { ProductClassesSection } from './ProductClassesSection';
import { ProductSidebarSection } from './ProductSidebarSection';
import './product.css';

/** `/product`: the product tour — motes, share pages, the Mote Sidebar, classes and loops. */
export function ProductPage() {
  const t = useTranslate();
  return (
    <MarketingPage title={t('product-page-title')} description={t('product-page-description')}>
      <PageHero
        eyebrow={t('product-eyebrow')}
        title={t('product-title')}
        lede={<p>{t('product-lede')}</p>}
        actions={
          <>
            <ActionLink to="/signup">{t('product-sign-up')}</ActionLink>
            <ActionLink to="/product#extension" variant="secondary">
              {t('product-get-extension')}
            </ActionLink>
          </>
        }
        media={<SidebarIllustration />}
      />
      <Section
        id="motes"
        heading={t('product-motes-heading')}
        intro={<p>{t('product-motes-intro')}</p>}
      >
        <FeatureGrid
          items={[
            {
              title: t('product-motes-record-title'),
              tool: 'record',
              body: (
                <p>
                  {t('product-motes-record-body', {
                    limited: RECORDING_MAX_SECONDS_LIMITED,
                    standard: RECORDING_MAX_SECONDS_STANDARD,
                    standardMinutes: RECORDING_MAX_SECONDS_STANDARD / 60,
                  })}
                </p>
              ),
            },
            {
              title: t('product-motes-generate-title'),
              tool: 'from_text',
              body: <p>{t('product-motes-generate-body')}</p>,
            },
            {
              title: t('product-motes-upload-title'),
              tool: 'upload',
              body: <p>{t('product-motes-upload-body')}</p>,
            },
          ]}
        />
      </Section>
      <Section
        id="share-pages"
        heading={t('product-share-heading')}
        intro={<p>{t('product-share-intro')}</p>}
        tone="tinted"
      >
        <div className="product-split">
          <FeatureGrid
            columns={2}
            items={[
              { title: t('product-share-link-title'), body: <p>{t('product-share-link-body')}</p> },
              {
                title: t('product-share-transcript-title'),
                body: <p>{t('product-share-transcript-body')}</p>,
              },
              {
                title: t('product-share-no-account-title'),
                body: <p>{t('product-share-no-account-body')}</p>,
              },
              {
                title: t('product-share-embed-title'),
                tool: 'embed',
                body: <p>{t('product-share-embed-body')}</p>,
              },
            ]}
          />
          <VoiceNoteIllustration className="product-split__art" />
        </div>
      </Section>
      <ProductSidebarSection />
      <ProductClassesSection />
      <ExtensionSection />
      <CtaBanner
        heading={t('product-cta-heading')}
        body={<p>{t('product-cta-body')}</p>}
        actions={
          <>
            <ActionLink to="/signup" variant="inverse">
              {t('product-sign-up')}
            </ActionLink>
            <ActionLink to="/pricing" variant="inverse">
              {t('product-cta-pricing')}
            </ActionLink>
          </>
        }
      />
    </MarketingPage>
  );
}

import { Link, useTranslate } from '@motes/ui';
import { Section } from '../../components';
import { ProductVideo } from './ProductVideo';

/**
 * `#extension`: how to install the Mote Sidebar (the `/chrome` alias points here). The store
 * listing is not published yet, so the first step says so and offers help instead of a link.
 */
export function ExtensionSection() {
  const t = useTranslate();
  return (
    <Section
      id="extension"
      heading={t('product-extension-heading')}
      intro={<p>{t('product-extension-intro')}</p>}
      width="narrow"
    >
      <div className="product-extension-video">
        <ProductVideo />
      </div>
      <ol className="mp-steps">
        <li>
          <h3>{t('product-extension-step-add-title')}</h3>
          <p>{t('product-extension-step-add-body')}</p>
          <p>
            <Link to="/about#contact">{t('product-extension-step-add-link')}</Link>
          </p>
        </li>
        <li>
          <h3>{t('product-extension-step-pin-title')}</h3>
          <p>{t('product-extension-step-pin-body')}</p>
        </li>
        <li>
          <h3>{t('product-extension-step-sign-in-title')}</h3>
          <p>{t('product-extension-step-sign-in-body')}</p>
        </li>
        <li>
          <h3>{t('product-extension-step-open-title')}</h3>
          <p>{t('product-extension-step-open-body')}</p>
        </li>
      </ol>
      <div className="mp-note product-extension-note">
        <p>{t('product-extension-schools')}</p>
      </div>
    </Section>
  );
}

import { Link, useTranslate } from '@motes/ui';
import { FeatureGrid, Section } from '../../components';
import { CreatingIcon, ReadingIcon, WritingIcon } from '../../illustrations/ToolGroupIcons';

/** The Mote Sidebar's three modes and its Focus view. */
export function ProductSidebarSection() {
  const t = useTranslate();
  return (
    <Section
      id="sidebar"
      heading={t('product-sidebar-heading')}
      intro={<p>{t('product-sidebar-intro')}</p>}
    >
      <FeatureGrid
        columns={4}
        items={[
          {
            icon: <ReadingIcon />,
            title: t('product-sidebar-reading-title'),
            body: <p>{t('product-sidebar-reading-body')}</p>,
            action: <Link to="/features#reading">{t('product-sidebar-reading-link')}</Link>,
          },
          {
            icon: <WritingIcon />,
            title: t('product-sidebar-writing-title'),
            body: <p>{t('product-sidebar-writing-body')}</p>,
            action: <Link to="/features#writing">{t('product-sidebar-writing-link')}</Link>,
          },
          {
            icon: <CreatingIcon />,
            title: t('product-sidebar-creating-title'),
            body: <p>{t('product-sidebar-creating-body')}</p>,
            action: <Link to="/features#creating">{t('product-sidebar-creating-link')}</Link>,
          },
          {
            title: t('product-sidebar-focus-title'),
            body: <p>{t('product-sidebar-focus-body')}</p>,
          },
        ]}
      />
    </Section>
  );
}

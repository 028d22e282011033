import { Link, useTranslate } from '@motes/ui';
import { FeatureGrid, Section } from '../../components';
import { LoopIllustration } from '../../illustrations/LoopIllustration';
import { SchoolIcon, TeachingIcon } from '../../illustrations/ToolGroupIcons';

/** Classes, teacher controls, loops and what schools manage: planned, not built yet (registry). */
export function ProductClassesSection() {
  const t = useTranslate();
  return (
    <Section
      id="classes"
      heading={t('product-classes-heading')}
      intro={<p>{t('product-classes-intro')}</p>}
      tone="tinted"
      tool="classes"
    >
      <div className="product-split">
        <FeatureGrid
          columns={2}
          items={[
            {
              icon: <TeachingIcon />,
              title: t('product-classes-classes-title'),
              tool: 'classes',
              body: <p>{t('product-classes-classes-body')}</p>,
            },
            {
              icon: <TeachingIcon />,
              title: t('product-classes-controls-title'),
              tool: 'teacher_controls',
              body: <p>{t('product-classes-controls-body')}</p>,
            },
            {
              icon: <TeachingIcon />,
              title: t('product-classes-loops-title'),
              tool: 'loops',
              body: <p>{t('product-classes-loops-body')}</p>,
            },
            {
              icon: <SchoolIcon />,
              title: t('product-classes-schools-title'),
              tool: 'school_admin',
              body: <p>{t('product-classes-schools-body')}</p>,
              action: <Link to="/pricing#schools">{t('product-classes-schools-link')}</Link>,
            },
          ]}
        />
        <LoopIllustration className="product-split__art" />
      </div>
    </Section>
  );
}

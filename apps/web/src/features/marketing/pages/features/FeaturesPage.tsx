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
import { useToolGroups } from './useToolGroups';

/** `/features`: every tool, grouped Reading, Writing, Creating, Teaching and School admin. */
export function FeaturesPage() {
  const t = useTranslate();
  const groups = useToolGroups();
  return (
    <MarketingPage title={t('features-page-title')} description={t('features-page-description')}>
      <PageHero
        eyebrow={t('features-eyebrow')}
        title={t('features-title')}
        lede={
          <>
            <p>{t('features-lede')}</p>
            <nav className="mp-page-nav" aria-label={t('features-page-nav-label')}>
              <ul>
                {groups.map((group) => (
                  <li key={group.id}>
                    <Link to={`/features#${group.id}`}>{group.heading}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          </>
        }
      />
      {groups.map((group, index) => (
        <Section
          key={group.id}
          id={group.id}
          heading={group.heading}
          intro={<p>{group.intro}</p>}
          tone={index % 2 === 1 ? 'tinted' : 'plain'}
        >
          <FeatureGrid
            items={group.tools.map((tool) => ({
              icon: group.icon,
              title: tool.title,
              body: <p>{tool.body}</p>,
              tool: tool.tool,
            }))}
          />
        </Section>
      ))}
      <CtaBanner
        heading={t('features-cta-heading')}
        body={<p>{t('features-cta-body')}</p>}
        actions={
          <>
            <ActionLink to="/signup" variant="inverse">
              {t('features-cta-sign-up')}
            </ActionLink>
            <ActionLink to="/product" variant="inverse">
              {t('features-cta-tour')}
            </ActionLink>
          </>
        }
      />
    </MarketingPage>
  );
}

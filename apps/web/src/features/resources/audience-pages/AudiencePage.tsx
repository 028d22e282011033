import { caseStudyBySlug } from '@motes/shared';
import { Card, Link, useTranslate } from '@motes/ui';
import { useParams } from 'react-router';
import {
  ActionLink,
  CtaBanner,
  FeatureGrid,
  MarketingPage,
  PageHero,
  Section,
  ToolStateMark,
  toolStateAttributes,
} from '../../marketing/components';
import { NotFoundPage } from '../../not-found/NotFoundPage';
import { CaseStudyCards } from '../case-studies/CaseStudyCards';
import { ResourceIcon } from '../components/ResourceIcon';
import { StepList } from '../components/StepList';
import { AudienceIllustration } from './AudienceIllustration';
import {
  AUDIENCE_STEP_COUNT,
  audienceMessagePrefix,
  findAudiencePage,
  relatedLinkLabelId,
  type AudienceKind,
  type AudiencePage,
} from './audiencePages';
import './audience-pages.css';

/** The anchor of the "How it works" section (the hero's second action). */
const HOW_IT_WORKS_ANCHOR = 'how-it-works';

/** /use-cases/:slug */
export function UseCasePage() {
  return <AudienceRoute kind="usecase" />;
}

/** /user-groups/:slug */
export function UserGroupPage() {
  return <AudienceRoute kind="group" />;
}

/** /solutions/:slug */
export function SolutionPage() {
  return <AudienceRoute kind="solution" />;
}

function AudienceRoute({ kind }: { kind: AudienceKind }) {
  const { slug } = useParams();
  const page = findAudiencePage(kind, slug);
  return page ? <AudiencePageView key={slug} page={page} /> : <NotFoundPage />;
}

/** The template every use-case, user-group and solution page shares. */
function AudiencePageView({ page }: { page: AudiencePage }) {
  const t = useTranslate();
  const prefix = audienceMessagePrefix(page);
  const study = caseStudyBySlug(page.caseStudy);
  const primaryAction =
    page.cta === 'quote' ? (
      <ActionLink to="/about#contact">{t('audience-action-quote')}</ActionLink>
    ) : (
      <ActionLink to="/signup">{t('audience-action-signup')}</ActionLink>
    );
  const steps = Array.from({ length: AUDIENCE_STEP_COUNT }, (_, index) => ({
    title: t(`${prefix}-step-${index + 1}-title`),
    body: t(`${prefix}-step-${index + 1}-body`),
    tool: page.stepTools?.[index + 1],
  }));

  return (
    <MarketingPage
      title={t(`${prefix}-name`)}
      description={t(`${prefix}-description`)}
      className="audience-page"
    >
      <PageHero
        eyebrow={t(`audience-eyebrow-${page.kind}`)}
        title={t(`${prefix}-title`)}
        lede={
          page.tool ? (
            <div {...toolStateAttributes(page.tool)}>
              <ToolStateMark tool={page.tool} />
              <p>{t(`${prefix}-lede`)}</p>
            </div>
          ) : (
            <p>{t(`${prefix}-lede`)}</p>
          )
        }
        actions={
          <>
            {primaryAction}
            <ActionLink to={`#${HOW_IT_WORKS_ANCHOR}`} variant="secondary">
              {t('audience-action-how-it-works')}
            </ActionLink>
          </>
        }
        media={<AudienceIllustration icon={page.icon} />}
      />
      <Section heading={t(`${prefix}-benefits-heading`)}>
        <FeatureGrid
          columns={page.benefits.length === 4 ? 2 : 3}
          items={page.benefits.map((icon, index) => ({
            icon: <ResourceIcon name={icon} />,
            title: t(`${prefix}-benefit-${index + 1}-title`),
            body: <p>{t(`${prefix}-benefit-${index + 1}-body`)}</p>,
            tool: page.benefitTools?.[index + 1],
          }))}
        />
      </Section>
      <Section id={HOW_IT_WORKS_ANCHOR} heading={t('audience-steps-heading')} tone="tinted">
        <StepList steps={steps} />
      </Section>
      {study ? (
        <Section heading={t('audience-case-study-heading')}>
          <div className="audience-page__case-study">
            <CaseStudyCards studies={[study]} />
          </div>
        </Section>
      ) : null}
      <Section heading={t('audience-related-heading')} tone={study ? 'tinted' : 'plain'}>
        <ul className="audience-page__related">
          {page.related.map((path) => {
            const labelId = relatedLinkLabelId(path);
            if (!labelId) return null;
            return (
              <Card as="li" key={path} padding="sm" className="audience-page__related-item">
                <Link to={path}>{t(labelId)}</Link>
              </Card>
            );
          })}
        </ul>
      </Section>
      <CtaBanner
        heading={t(`${prefix}-cta-title`)}
        body={<p>{t(`audience-cta-${page.cta}-body`)}</p>}
        actions={
          page.cta === 'quote' ? (
            <>
              <ActionLink to="/about#contact" variant="inverse">
                {t('audience-action-quote')}
              </ActionLink>
              <ActionLink to="/pricing" variant="inverse">
                {t('audience-action-pricing')}
              </ActionLink>
            </>
          ) : (
            <>
              <ActionLink to="/signup" variant="inverse">
                {t('audience-action-signup')}
              </ActionLink>
              <ActionLink to="/pricing" variant="inverse">
                {t('audience-action-pricing')}
              </ActionLink>
            </>
          )
        }
      />
    </MarketingPage>
  );
}

import { Card, Link, useTranslate } from '@motes/ui';
import {
  ActionLink,
  CtaBanner,
  MarketingPage,
  PageHero,
  Section,
  ToolStateMark,
  toolStateAttributes,
} from '../../components';
import '../common/pages.css';
import './courses.css';
import { useCourses } from './useCourses';

/** `/courses` (Self-Paced Courses): short reading courses made of our own pages. */
export function CoursesPage() {
  const t = useTranslate();
  const courses = useCourses();
  return (
    <MarketingPage title={t('courses-page-title')} description={t('courses-page-description')}>
      <PageHero
        eyebrow={t('courses-eyebrow')}
        title={t('courses-title')}
        lede={<p>{t('courses-lede')}</p>}
      />
      <Section id="courses" heading={t('courses-list-heading')}>
        <ul className="courses-list">
          {courses.map((course) => (
            <Card as="li" key={course.id} id={course.id} padding="lg" className="courses-course">
              <h3 className="courses-course__title">{course.title}</h3>
              <p className="courses-course__summary">{course.summary}</p>
              <p className="courses-course__count">
                {t('courses-lesson-count', { count: course.lessons.length })}
              </p>
              <ol className="courses-course__lessons">
                {course.lessons.map((lesson) => (
                  <li key={lesson.to} {...toolStateAttributes(lesson.tool)}>
                    <Link to={lesson.to}>{lesson.title}</Link>
                    {lesson.tool ? (
                      <>
                        {' '}
                        <ToolStateMark tool={lesson.tool} as="span" />
                      </>
                    ) : null}
                  </li>
                ))}
              </ol>
            </Card>
          ))}
        </ul>
      </Section>
      <Section id="how-it-works" heading={t('courses-how-heading')} tone="tinted" width="narrow">
        <ul className="mp-prose">
          <li>{t('courses-how-self-paced')}</li>
          <li>{t('courses-how-no-account')}</li>
          <li>{t('courses-how-order')}</li>
          <li>{t('courses-how-certificates')}</li>
        </ul>
        <p>
          <Link to="/expert">{t('courses-how-expert')}</Link>
        </p>
      </Section>
      <CtaBanner
        heading={t('courses-cta-heading')}
        body={<p>{t('courses-cta-body')}</p>}
        actions={
          <ActionLink to="/signup" variant="inverse">
            {t('courses-cta-sign-up')}
          </ActionLink>
        }
      />
    </MarketingPage>
  );
}

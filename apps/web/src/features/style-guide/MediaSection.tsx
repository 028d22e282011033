import { Card, useTranslate, VideoPlayer } from '@motes/ui';
import { GuideExample, GuideSection } from './GuideSection';

/** §2 video player with its 16/9 preview, and cards. */
export function MediaSection() {
  const t = useTranslate();
  return (
    <GuideSection
      id="video"
      heading={t('style-guide-video-heading')}
      intro={t('style-guide-video-intro')}
    >
      <div className="style-guide__video">
        <VideoPlayer
          src="/videos/mote-sidebar.webm"
          poster="/videos/mote-sidebar.jpg"
          title={t('style-guide-video-title')}
          captions={[
            {
              src: '/videos/mote-sidebar.en.vtt',
              label: t('style-guide-video-captions'),
              kind: 'captions',
              language: 'en',
            },
          ]}
          preview
        />
      </div>
    </GuideSection>
  );
}

/** §2 card containers: the three variants. */
export function CardsSection() {
  const t = useTranslate();
  return (
    <GuideSection
      id="cards"
      heading={t('style-guide-cards-heading')}
      intro={t('style-guide-cards-intro')}
    >
      <GuideExample heading={t('style-guide-cards-variants')}>
        {(['outlined', 'elevated', 'flat'] as const).map((variant) => (
          <Card key={variant} as="article" variant={variant} className="style-guide__card">
            <p className="style-guide__card-title">
              <code>{variant}</code>
            </p>
            <p>{t('style-guide-card-body')}</p>
          </Card>
        ))}
      </GuideExample>
    </GuideSection>
  );
}

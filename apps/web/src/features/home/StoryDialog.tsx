import { caseStudyPath, type CaseStudySlug } from '@motes/shared';
import { Dialog, Link, useTranslate } from '@motes/ui';
import { paragraphsOf, storyMessageIds } from './storyMessages';

/** Props of {@link StoryDialog}. */
export interface StoryDialogProps {
  /** The story shown; it stays while the dialog plays its closing animation. */
  slug: CaseStudySlug;
  open: boolean;
  onClose: () => void;
}

/** A story's "Learn more" dialog (§2): its long content and a link to the case study. */
export function StoryDialog({ slug, open, onClose }: StoryDialogProps) {
  const t = useTranslate();
  const ids = storyMessageIds(slug);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(ids.name)}
      closeLabel={t('home-story-dialog-close')}
      maxWidth={640}
      className="home-story-dialog"
    >
      {paragraphsOf(t(ids.longContent)).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p>
        <Link to={caseStudyPath(slug)}>{t('home-story-case-study')}</Link>
      </p>
    </Dialog>
  );
}

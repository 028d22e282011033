import { useState } from 'react';
import {
  Button,
  Dialog,
  DROPDOWN_PLACEMENTS,
  Dropdown,
  TOOLTIP_PLACEMENTS,
  Tooltip,
  useTranslate,
  type DialogCloseReason,
} from '@motes/ui';
import { GuideExample, GuideSection } from './GuideSection';

/** §4 dialog: escape, overlay and button closes, with a dialog nested inside. */
export function DialogSection() {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const [nestedOpen, setNestedOpen] = useState(false);
  const [lastReason, setLastReason] = useState<DialogCloseReason | undefined>(undefined);
  const close = (setter: (open: boolean) => void) => (reason: DialogCloseReason) => {
    setLastReason(reason);
    setter(false);
  };
  return (
    <GuideSection
      id="dialog"
      heading={t('style-guide-dialog-heading')}
      intro={t('style-guide-dialog-intro')}
    >
      <div className="style-guide__row">
        <Button onClick={() => setOpen(true)}>{t('style-guide-dialog-open')}</Button>
        <p className="style-guide__note" aria-live="polite">
          {lastReason ? t('style-guide-dialog-last-reason', { reason: lastReason }) : null}
        </p>
      </div>
      <Dialog
        open={open}
        onClose={close(setOpen)}
        title={t('style-guide-dialog-title')}
        description={t('style-guide-dialog-description')}
        footer={
          <>
            <Button variant="secondary" onClick={() => close(setOpen)('button')}>
              {t('style-guide-dialog-cancel')}
            </Button>
            <Button onClick={() => setNestedOpen(true)}>
              {t('style-guide-dialog-open-nested')}
            </Button>
          </>
        }
      >
        <p>{t('style-guide-dialog-body')}</p>
        <Dialog
          open={nestedOpen}
          onClose={close(setNestedOpen)}
          title={t('style-guide-dialog-nested-title')}
          footer={
            <Button onClick={() => close(setNestedOpen)('button')}>
              {t('style-guide-dialog-done')}
            </Button>
          }
        >
          <p>{t('style-guide-dialog-nested-body')}</p>
        </Dialog>
      </Dialog>
    </GuideSection>
  );
}

/** §4/§9 dropdowns: the eight placements on click, and hover mode. */
export function DropdownsSection() {
  const t = useTranslate();
  const items = [
    { label: t('style-guide-dropdown-record') },
    { label: t('style-guide-dropdown-upload') },
    { label: t('style-guide-dropdown-generate') },
    { label: t('style-guide-dropdown-unavailable'), disabled: true },
  ];
  return (
    <GuideSection
      id="dropdowns"
      heading={t('style-guide-dropdowns-heading')}
      intro={t('style-guide-dropdowns-intro')}
    >
      <GuideExample heading={t('style-guide-dropdowns-click')}>
        <div className="style-guide__placements">
          {DROPDOWN_PLACEMENTS.map((placement) => (
            <Dropdown
              key={placement}
              label={placement}
              items={items}
              placement={placement}
              triggerClassName="style-guide__dropdown-trigger"
            />
          ))}
        </div>
      </GuideExample>
      <GuideExample heading={t('style-guide-dropdowns-hover')}>
        <Dropdown
          label={t('style-guide-dropdown-hover-label')}
          items={items}
          trigger="hover"
          triggerClassName="style-guide__dropdown-trigger"
        />
      </GuideExample>
    </GuideSection>
  );
}

/** §4 tooltips: each placement, top by default. */
export function TooltipsSection() {
  const t = useTranslate();
  return (
    <GuideSection
      id="tooltips"
      heading={t('style-guide-tooltips-heading')}
      intro={t('style-guide-tooltips-intro')}
    >
      <div className="style-guide__row style-guide__row--spacious">
        {TOOLTIP_PLACEMENTS.map((placement) => (
          <Tooltip
            key={placement}
            placement={placement}
            content={t('style-guide-tooltip-content', { placement })}
          >
            <Button variant="secondary">{placement}</Button>
          </Tooltip>
        ))}
      </div>
    </GuideSection>
  );
}

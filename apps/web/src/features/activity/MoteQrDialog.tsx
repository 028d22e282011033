import type { Mote } from '@motes/shared';
import { Button, Dialog, useTranslate } from '@motes/ui';
import { MoteQrCode } from '../share/MoteQrCode';
import { useMoteTitle } from '../share/useMoteTitle';

/** Props of {@link MoteQrDialog}. */
export interface MoteQrDialogProps {
  mote: Mote;
  open: boolean;
  onClose(): void;
}

/**
 * The QR code of a mote's share link, from the library (issue 6 item 9): the share page's code
 * with its PNG and SVG downloads, in a dialog. The dialog keeps focus inside while open, closes
 * with Escape, and gives focus back to the row's "QR code" button.
 */
export function MoteQrDialog({ mote, open, onClose }: MoteQrDialogProps) {
  const t = useTranslate();
  const titleOf = useMoteTitle();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('activity-qr-title', { title: titleOf(mote) })}
      description={t('activity-qr-description')}
      closeLabel={t('activity-close')}
      footer={<Button onClick={onClose}>{t('activity-close')}</Button>}
    >
      <div className="mote-qr-dialog">
        <MoteQrCode url={mote.shareUrl} fileStem={`mote-${mote.id}`} label={t('share-qr-label')} />
        <p className="mote-qr-dialog__link">{mote.shareUrl}</p>
      </div>
    </Dialog>
  );
}

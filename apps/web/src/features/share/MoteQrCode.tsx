import { useMemo } from 'react';
import { Button, useTranslate } from '@motes/ui';
import { qrMatrix, qrPngBlob, qrSvgFile, qrSvgPath, QR_QUIET_ZONE, saveBlob } from './qrCode';
import './moteQrCode.css';

/**
 * The QR code of a mote's or a tote's link, drawn as SVG from the module matrix, with buttons
 * that save it as a PNG or an SVG file (made on request). The share pages and the library's QR
 * dialog show the same code.
 */
export function MoteQrCode({
  url,
  fileStem,
  label,
}: {
  /** The link the code holds. */
  url: string;
  /** The image's accessible name: what the link opens ("QR code of the link to this tote"). */
  label: string;
  /** File name without extension for the downloads (`{fileStem}-qr.png`). */
  fileStem: string;
}) {
  const t = useTranslate();
  const matrix = useMemo(() => qrMatrix(url), [url]);
  const side = matrix.size + QR_QUIET_ZONE * 2;

  function handleSvg() {
    saveBlob(new Blob([qrSvgFile(matrix)], { type: 'image/svg+xml' }), `${fileStem}-qr.svg`);
  }

  async function handlePng() {
    saveBlob(await qrPngBlob(matrix), `${fileStem}-qr.png`);
  }

  return (
    <div className="mote-qr">
      <svg
        viewBox={`0 0 ${side} ${side}`}
        width={side * 4}
        height={side * 4}
        shapeRendering="crispEdges"
        role="img"
        aria-label={label}
        data-modules={matrix.size}
      >
        <rect width={side} height={side} fill="#fff" />
        <path fill="#000" d={qrSvgPath(matrix)} />
      </svg>
      <div className="mote-qr__actions">
        <Button variant="secondary" size="sm" onClick={() => void handlePng()}>
          {t('share-qr-png')}
        </Button>
        <Button variant="secondary" size="sm" onClick={handleSvg}>
          {t('share-qr-svg')}
        </Button>
      </div>
    </div>
  );
}

import { useMemo } from 'react';
import { correction, generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';

/** Light modules around the code (ISO/IEC 18004 asks for 4). */
const QUIET_ZONE = 4;

/**
 * A mote link's QR code as inline SVG (no image URL, so a page's Content Security Policy
 * cannot block it in the sidebar). Error correction M, the smallest version that fits.
 */
export function MoteQrCode({ url, label }: { url: string; label: string }) {
  const code = useMemo(() => generate(url, { minCorrectionLevel: correction.M }), [url]);
  const side = code.size + QUIET_ZONE * 2;
  return (
    <svg
      className="creating-qr"
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      width={side * 4}
      height={side * 4}
      shapeRendering="crispEdges"
      role="img"
      aria-label={label}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
      <path fill="#000" d={toSvgPath(code)} />
    </svg>
  );
}

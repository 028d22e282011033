import { correction, generate } from 'lean-qr';

/** A QR code's modules: `size` × `size`, `dark(x, y)` true for a dark module. */
export interface QrMatrix {
  size: number;
  dark: (x: number, y: number) => boolean;
}

/** Modules of light margin around the code (ISO/IEC 18004 asks for 4). */
export const QR_QUIET_ZONE = 4;

/** The QR code of `text` (error correction M, the smallest version that fits). */
export function qrMatrix(text: string): QrMatrix {
  const code = generate(text, { minCorrectionLevel: correction.M });
  return { size: code.size, dark: (x, y) => code.get(x, y) };
}

/**
 * One SVG path for all dark modules (a `M x y h1 v1 h-1 z` square each), in module units with
 * the quiet zone: small to ship and crisp at any size.
 */
export function qrSvgPath(matrix: QrMatrix): string {
  const parts: string[] = [];
  for (let y = 0; y < matrix.size; y += 1) {
    for (let x = 0; x < matrix.size; x += 1) {
      if (matrix.dark(x, y)) parts.push(`M${x + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h1v1h-1z`);
    }
  }
  return parts.join('');
}

/** A standalone SVG file of the code (for the "Download SVG" button). */
export function qrSvgFile(matrix: QrMatrix): string {
  const side = matrix.size + QR_QUIET_ZONE * 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="${side * 8}" ` +
    `height="${side * 8}" shape-rendering="crispEdges"><rect width="${side}" height="${side}" ` +
    `fill="#fff"/><path fill="#000" d="${qrSvgPath(matrix)}"/></svg>`
  );
}

/** A PNG of the code, `scale` pixels per module, drawn on a canvas (for "Download PNG"). */
export function qrPngBlob(matrix: QrMatrix, scale = 8): Promise<Blob> {
  const side = (matrix.size + QR_QUIET_ZONE * 2) * scale;
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot draw a canvas'));
  context.fillStyle = '#fff';
  context.fillRect(0, 0, side, side);
  context.fillStyle = '#000';
  for (let y = 0; y < matrix.size; y += 1) {
    for (let x = 0; x < matrix.size; x += 1) {
      if (matrix.dark(x, y)) {
        context.fillRect((x + QR_QUIET_ZONE) * scale, (y + QR_QUIET_ZONE) * scale, scale, scale);
      }
    }
  }
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png');
  });
}

/** Saves `blob` as a file named `fileName` (a temporary link, clicked). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** What an image's first bytes say about it: its format and size in pixels. */
export interface ImageInfo {
  format: 'png' | 'jpeg' | 'webp';
  width: number;
  height: number;
}

/**
 * Reads the format and dimensions from an image's header, without decoding it, so that a
 * body which is not an image (or is too big to decode) is refused before the OCR engine sees
 * it. Null for anything that is not a well-formed PNG, JPEG or WebP header.
 */
export function readImageInfo(bytes: Uint8Array): ImageInfo | null {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = pngSize(data) ?? jpegSize(data) ?? webpSize(data);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG: the signature, then the IHDR chunk whose data starts with width and height. */
function pngSize(data: Buffer): ImageInfo | null {
  if (data.length < 24 || !data.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (data.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { format: 'png', width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/**
 * JPEG: segments `FF marker length…` from the start-of-image marker; a start-of-frame segment
 * (SOF0–SOF15 except DHT C4, JPG C8 and DAC CC) holds precision, height, width.
 */
function jpegSize(data: Buffer): ImageInfo | null {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 <= data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      return {
        format: 'jpeg',
        height: data.readUInt16BE(at + 5),
        width: data.readUInt16BE(at + 7),
      };
    }
    at += 2 + data.readUInt16BE(at + 2);
  }
  return null;
}

/** WebP: a RIFF container whose first chunk is VP8 (lossy), VP8L (lossless) or VP8X. */
function webpSize(data: Buffer): ImageInfo | null {
  if (data.length < 30) return null;
  if (data.toString('latin1', 0, 4) !== 'RIFF' || data.toString('latin1', 8, 12) !== 'WEBP') {
    return null;
  }
  const chunk = data.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    // Frame tag (3 bytes), start code 9D 01 2A, then 14-bit width and height.
    if (data[23] !== 0x9d || data[24] !== 0x01 || data[25] !== 0x2a) return null;
    return {
      format: 'webp',
      width: data.readUInt16LE(26) & 0x3fff,
      height: data.readUInt16LE(28) & 0x3fff,
    };
  }
  if (chunk === 'VP8L') {
    // Signature 2F, then width − 1 and height − 1 in 14 bits each.
    if (data[20] !== 0x2f) return null;
    const bits = data.readUInt32LE(21);
    return { format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    // Flags (4 bytes), then canvas width − 1 and height − 1 in 24 bits each.
    return {
      format: 'webp',
      width: data.readUIntLE(24, 3) + 1,
      height: data.readUIntLE(27, 3) + 1,
    };
  }
  return null;
}

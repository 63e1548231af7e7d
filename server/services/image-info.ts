/**
 * What an uploaded file really is, from its first bytes: the declared content type and the file
 * name are the client's word, so a script renamed to .png must not be served as an image. Pure
 * functions over the header bytes (no image library): type by magic number, size by the format's
 * own header (PNG IHDR, GIF logical screen, WebP VP8/VP8L/VP8X, JPEG start-of-frame).
 */

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';
export interface ImageInfo {
  type: ImageType;
  width: number;
  height: number;
}

const ascii = (b: Uint8Array, at: number, text: string) =>
  text.split('').every((ch, i) => b[at + i] === ch.charCodeAt(0));
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function png(b: Uint8Array): [number, number] | null {
  // The IHDR chunk must come first: length (4), "IHDR", width, height (big-endian).
  if (b.length < 24 || !ascii(b, 12, 'IHDR')) return null;
  return [u32be(b, 16), u32be(b, 20)];
}

function gif(b: Uint8Array): [number, number] | null {
  return b.length < 10 ? null : [u16le(b, 6), u16le(b, 8)];
}

function webp(b: Uint8Array): [number, number] | null {
  if (ascii(b, 12, 'VP8X')) return b.length < 30 ? null : [u24le(b, 24) + 1, u24le(b, 27) + 1];
  if (ascii(b, 12, 'VP8L')) {
    if (b.length < 25) return null;
    // One signature byte 0x2f, then 14 bits of width - 1 and 14 bits of height - 1, little-endian.
    if (b[20] !== 0x2f) return null;
    const bits = (b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)) >>> 0;
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  if (ascii(b, 12, 'VP8 ')) {
    if (b.length < 30) return null;
    // Key frame: 3 bytes of frame tag, start code 9d 01 2a, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return [u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff];
  }
  return null;
}

/** Start-of-frame markers carry the size; C4 (huffman), C8 (reserved) and CC (arithmetic) do not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpeg(b: Uint8Array): [number, number] | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or pixels before any frame header
    if (isStartOfFrame(marker)) return [u16be(b, at + 7), u16be(b, at + 5)];
    at += 2 + u16be(b, at + 2);
  }
  return null;
}

function detect(b: Uint8Array): { type: ImageType; size: [number, number] | null } | null {
  if (PNG_SIGNATURE.every((v, i) => b[i] === v)) return { type: 'image/png', size: png(b) };
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { type: 'image/jpeg', size: jpeg(b) };
  if (ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a')) return { type: 'image/gif', size: gif(b) };
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) return { type: 'image/webp', size: webp(b) };
  return null;
}

/** The image's type and size, or null when the bytes are not a JPEG, PNG, WebP or GIF we can read. */
export function imageInfo(bytes: Uint8Array): ImageInfo | null {
  const found = detect(bytes);
  if (!found?.size) return null;
  const [width, height] = found.size;
  // A zero side is a broken header, not an image anyone can display.
  if (width < 1 || height < 1) return null;
  return { type: found.type, width, height };
}

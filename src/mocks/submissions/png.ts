import { concatBytes } from '../../lib/concat-bytes';
import { deflateRows } from './deflate';

// A minimal PNG encoder for the demo's generated student work: 1-bit grayscale, compressed by the small deflate
// beside it, so that no compression library is needed and a 480 × 360 page is a few KB.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const u32 = (value: number) => new Uint8Array([(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concatBytes([new TextEncoder().encode(type), data]);
  return concatBytes([u32(data.length), typed, u32(crc32(typed))]);
}

/** A zlib stream: header, deflate data, Adler-32 of the raw bytes. */
function zlib(raw: Uint8Array, stride: number): Uint8Array {
  return concatBytes([new Uint8Array([0x78, 0x01]), deflateRows(raw, stride), u32(adler32(raw))]);
}

/** A black-on-white bitmap: one byte per pixel, 1 for ink. */
export interface Bitmap {
  width: number;
  height: number;
  ink: Uint8Array;
}

export function blankBitmap(width: number, height: number): Bitmap {
  return { width, height, ink: new Uint8Array(width * height) };
}

export function encodePng({ width, height, ink }: Bitmap): Uint8Array<ArrayBuffer> {
  const rowBytes = Math.ceil(width / 8);
  const raw = new Uint8Array((rowBytes + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (rowBytes + 1);
    for (let x = 0; x < width; x += 1) {
      // In 1-bit grayscale a set bit is white.
      if (!ink[y * width + x]) raw[row + 1 + (x >> 3)] = (raw[row + 1 + (x >> 3)] ?? 0) | (0x80 >> (x & 7));
    }
  }
  const header = concatBytes([u32(width), u32(height), new Uint8Array([1, 0, 0, 0, 0])]);
  return concatBytes([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib(raw, rowBytes + 1)),
    chunk('IEND', new Uint8Array()),
  ]);
}

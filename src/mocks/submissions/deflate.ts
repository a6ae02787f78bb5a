// Deflate with the fixed Huffman codes and two kinds of match only: a run of the byte before (distance 1) and
// the same bytes one image row up (distance `stride`). That is all a mostly white page needs to shrink ten-fold,
// in a few lines and one pass.

const LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DISTANCE_BASE = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577];
const DISTANCE_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
const MAX_MATCH = 258;

class BitWriter {
  readonly bytes: number[] = [];
  private buffer = 0;
  private count = 0;

  /** Writes `length` bits of `value`, least significant first (deflate's order for extra bits and headers). */
  bits(value: number, length: number): void {
    for (let bit = 0; bit < length; bit += 1) {
      this.buffer |= ((value >>> bit) & 1) << this.count;
      this.count += 1;
      if (this.count === 8) this.flushByte();
    }
  }

  /** Writes a Huffman code, most significant bit first. */
  code(value: number, length: number): void {
    for (let bit = length - 1; bit >= 0; bit -= 1) this.bits((value >>> bit) & 1, 1);
  }

  private flushByte(): void {
    this.bytes.push(this.buffer);
    this.buffer = 0;
    this.count = 0;
  }

  finish(): Uint8Array {
    if (this.count > 0) this.flushByte();
    return Uint8Array.from(this.bytes);
  }
}

function symbol(out: BitWriter, value: number): void {
  if (value < 144) out.code(0x30 + value, 8);
  else if (value < 256) out.code(0x190 + value - 144, 9);
  else if (value < 280) out.code(value - 256, 7);
  else out.code(0xc0 + value - 280, 8);
}

/** Index of the last table entry whose base is at most `value`. */
const slot = (bases: readonly number[], value: number) => bases.findLastIndex((base) => base <= value);

function match(out: BitWriter, length: number, distance: number): void {
  const lengthSlot = slot(LENGTH_BASE, length);
  symbol(out, 257 + lengthSlot);
  out.bits(length - (LENGTH_BASE[lengthSlot] ?? 0), LENGTH_EXTRA[lengthSlot] ?? 0);
  const distanceSlot = slot(DISTANCE_BASE, distance);
  out.code(distanceSlot, 5);
  out.bits(distance - (DISTANCE_BASE[distanceSlot] ?? 0), DISTANCE_EXTRA[distanceSlot] ?? 0);
}

function matchLength(raw: Uint8Array, at: number, distance: number): number {
  if (distance > at) return 0;
  let length = 0;
  while (length < MAX_MATCH && at + length < raw.length && raw[at + length] === raw[at + length - distance]) length += 1;
  return length;
}

/** One final fixed-Huffman block holding `raw`. */
export function deflateRows(raw: Uint8Array, stride: number): Uint8Array {
  const out = new BitWriter();
  out.bits(1, 1);
  out.bits(1, 2);
  let at = 0;
  while (at < raw.length) {
    const run = matchLength(raw, at, 1);
    const above = matchLength(raw, at, stride);
    const [length, distance] = above >= run ? [above, stride] : [run, 1];
    if (length >= 3) {
      match(out, length, distance);
      at += length;
    } else {
      symbol(out, raw[at] ?? 0);
      at += 1;
    }
  }
  symbol(out, 256);
  return out.finish();
}

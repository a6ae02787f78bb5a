import type { Prng } from '../prng';
import type { Bitmap } from './png';

// Just enough drawing for a photographed worksheet: printed text in a 5 × 7 font, and "handwriting" (the same glyphs
// drawn with a round pen, slanted and jittered so that no two strokes sit exactly alike).

const GLYPHS: Readonly<Record<string, readonly number[]>> = {
  '0': [14, 17, 19, 21, 25, 17, 14], '1': [4, 12, 4, 4, 4, 4, 14], '2': [14, 17, 1, 2, 4, 8, 31],
  '3': [31, 2, 4, 2, 1, 17, 14], '4': [2, 6, 10, 18, 31, 2, 2], '5': [31, 16, 30, 1, 1, 17, 14],
  '6': [6, 8, 16, 30, 17, 17, 14], '7': [31, 1, 2, 4, 8, 8, 8], '8': [14, 17, 17, 14, 17, 17, 14],
  '9': [14, 17, 17, 15, 1, 2, 12], '/': [0, 1, 2, 4, 8, 16, 0], '=': [0, 0, 31, 0, 31, 0, 0],
  '.': [0, 0, 0, 0, 0, 12, 12], '?': [14, 17, 1, 2, 4, 0, 4], '+': [0, 4, 4, 31, 4, 4, 0],
  A: [14, 17, 17, 31, 17, 17, 17], C: [14, 17, 16, 16, 16, 17, 14], D: [28, 18, 17, 17, 17, 18, 28],
  E: [31, 16, 16, 30, 16, 16, 31], F: [31, 16, 16, 30, 16, 16, 16], H: [17, 17, 17, 31, 17, 17, 17],
  I: [14, 4, 4, 4, 4, 4, 14], K: [17, 18, 20, 24, 20, 18, 17], L: [16, 16, 16, 16, 16, 16, 31],
  M: [17, 27, 21, 21, 17, 17, 17], N: [17, 17, 25, 21, 19, 17, 17], O: [14, 17, 17, 17, 17, 17, 14],
  R: [30, 17, 17, 30, 20, 18, 17], S: [15, 16, 16, 14, 1, 1, 30], T: [31, 4, 4, 4, 4, 4, 4],
  W: [17, 17, 17, 21, 21, 21, 10],
};

function plot(bitmap: Bitmap, x: number, y: number): void {
  const px = Math.round(x);
  const py = Math.round(y);
  if (px >= 0 && py >= 0 && px < bitmap.width && py < bitmap.height) bitmap.ink[py * bitmap.width + px] = 1;
}

function dot(bitmap: Bitmap, x: number, y: number, radius: number): void {
  for (let dy = -radius; dy <= radius; dy += 1) {
    for (let dx = -radius; dx <= radius; dx += 1) if (dx * dx + dy * dy <= radius * radius + 0.5) plot(bitmap, x + dx, y + dy);
  }
}

/** A printed line of text: each lit cell of the font is a `scale` × `scale` square. */
export function printText(bitmap: Bitmap, text: string, x: number, y: number, scale: number): void {
  [...text.toUpperCase()].forEach((char, index) => {
    (GLYPHS[char] ?? []).forEach((bits, row) => {
      for (let col = 0; col < 5; col += 1) {
        if (!(bits & (16 >> col))) continue;
        for (let sy = 0; sy < scale; sy += 1) for (let sx = 0; sx < scale; sx += 1) plot(bitmap, x + (index * 6 + col) * scale + sx, y + row * scale + sy);
      }
    });
  });
}

/** A stroke of a round pen between two points. */
function stroke(bitmap: Bitmap, x1: number, y1: number, x2: number, y2: number, radius: number): void {
  const steps = Math.max(1, Math.ceil(Math.hypot(x2 - x1, y2 - y1)));
  for (let step = 0; step <= steps; step += 1) dot(bitmap, x1 + ((x2 - x1) * step) / steps, y1 + ((y2 - y1) * step) / steps, radius);
}

const NEIGHBOURS: ReadonlyArray<readonly [number, number]> = [[0, 1], [1, 0], [1, 1], [1, -1]];

/** Handwritten text: the font's lit cells joined by round pen strokes, slanted, each glyph nudged a little. */
export function handwrite(bitmap: Bitmap, text: string, x: number, y: number, scale: number, prng: Prng): void {
  const radius = Math.max(1, Math.round(scale / 4));
  [...text.toUpperCase()].forEach((char, index) => {
    const rows = GLYPHS[char] ?? [];
    const lit = (row: number, col: number) => col >= 0 && col < 5 && ((rows[row] ?? 0) & (16 >> col)) !== 0;
    const dx = (prng.next() - 0.5) * scale;
    const dy = (prng.next() - 0.5) * scale;
    const at = (row: number, col: number) => [x + dx + (index * 5.5 + col) * scale + (6 - row) * scale * 0.25, y + dy + row * scale] as const;
    for (let row = 0; row < 7; row += 1) {
      for (let col = 0; col < 5; col += 1) {
        if (!lit(row, col)) continue;
        const [x1, y1] = at(row, col);
        dot(bitmap, x1, y1, radius);
        for (const [down, right] of NEIGHBOURS) {
          if (!lit(row + down, col + right)) continue;
          // Skip a diagonal when a straight path already joins the two cells, as a pen would.
          if (down !== 0 && right !== 0 && (lit(row + down, col) || lit(row, col + right))) continue;
          const [x2, y2] = at(row + down, col + right);
          stroke(bitmap, x1, y1, x2, y2, radius);
        }
      }
    }
  });
}

/** A straight line `width` pixels thick. */
export function line(bitmap: Bitmap, x1: number, y1: number, x2: number, y2: number, width = 1): void {
  const steps = Math.max(Math.abs(x2 - x1), Math.abs(y2 - y1), 1);
  for (let step = 0; step <= steps; step += 1) {
    const x = x1 + ((x2 - x1) * step) / steps;
    const y = y1 + ((y2 - y1) * step) / steps;
    for (let w = 0; w < width; w += 1) plot(bitmap, x, y + w);
  }
}

/** A hand-drawn loop around a point (a student circling an answer). */
export function circleAround(bitmap: Bitmap, cx: number, cy: number, rx: number, ry: number, prng: Prng): void {
  const wobble = prng.next() * 3;
  for (let t = 0; t < Math.PI * 2.15; t += 0.02) {
    dot(bitmap, cx + Math.cos(t) * (rx + Math.sin(t * 3) * wobble), cy + Math.sin(t) * (ry + Math.cos(t * 2) * wobble), 1);
  }
}

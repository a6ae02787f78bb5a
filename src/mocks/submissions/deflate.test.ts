import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflateRows } from './deflate';

describe('the demo PNG encoder’s deflate', () => {
  it('inflates back to the same bytes, runs and repeated rows included, and shrinks a white page', () => {
    const stride = 61;
    const raw = new Uint8Array(stride * 200);
    for (let index = 0; index < raw.length; index += 1) raw[index] = index % 97 === 0 ? (index * 31) & 0xff : index % stride < 30 ? 0 : 0xff;
    const packed = deflateRows(raw, stride);
    expect(new Uint8Array(inflateRawSync(packed))).toEqual(raw);
    expect(packed.length).toBeLessThan(raw.length / 4);
    expect(new Uint8Array(inflateRawSync(deflateRows(new Uint8Array(), stride)))).toEqual(new Uint8Array());
  });
});

// Small files built byte by byte for tests of uploads (imported by tests only).

/** The bytes of a text (UTF-8), or of a list of byte values and texts (UTF-8) one after the other. */
export function bytesOf(content: string | ReadonlyArray<number | string>): Uint8Array<ArrayBuffer> {
  if (typeof content === 'string') return new TextEncoder().encode(content);
  return Uint8Array.from(content.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : [part])));
}

function uint16(value: number): number[] {
  return [value & 0xff, (value >> 8) & 0xff];
}

function uint32(value: number): number[] {
  return [...uint16(value & 0xffff), ...uint16(value >>> 16)];
}

/**
 * A zip archive of empty, stored entries with these names (PKWARE APPNOTE §4.3): local headers, the central
 * directory and its end record — what a reader needs to list the names, as an Office document's are listed.
 */
export function zipOf(names: readonly string[]): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const local: number[] = [];
  const central: number[] = [];
  for (const name of names) {
    const encoded = [...encoder.encode(name)];
    const offset = local.length;
    local.push(...uint32(0x04034b50), ...uint16(20), ...uint16(0), ...uint16(0), ...uint32(0), ...uint32(0), ...uint32(0), ...uint32(0), ...uint16(encoded.length), ...uint16(0), ...encoded);
    central.push(
      ...uint32(0x02014b50), ...uint16(20), ...uint16(20), ...uint16(0), ...uint16(0), ...uint32(0), ...uint32(0), ...uint32(0), ...uint32(0),
      ...uint16(encoded.length), ...uint16(0), ...uint16(0), ...uint16(0), ...uint16(0), ...uint32(0), ...uint32(offset), ...encoded,
    );
  }
  const end = [...uint32(0x06054b50), ...uint16(0), ...uint16(0), ...uint16(names.length), ...uint16(names.length), ...uint32(central.length), ...uint32(local.length), ...uint16(0)];
  return Uint8Array.from([...local, ...central, ...end]);
}

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER_SIZE = 44;
const WOFF_ENTRY_SIZE = 20;
const SFNT_HEADER_SIZE = 12;
const SFNT_ENTRY_SIZE = 16;

async function inflate(zlib: Uint8Array<ArrayBuffer>, expectedLength: number): Promise<Uint8Array<ArrayBuffer>> {
  const source = new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      controller.enqueue(zlib);
      controller.close();
    },
  });
  const stream = source.pipeThrough(new DecompressionStream('deflate'));
  const table = new Uint8Array(await new Response(stream).arrayBuffer());
  if (table.length !== expectedLength) throw new Error('The font file is damaged (a table has the wrong length).');
  return table;
}

const align4 = (n: number) => (n + 3) & ~3;

/**
 * Unpacks a WOFF 1.0 font into the plain TrueType/OpenType file it wraps.
 *
 * Why: fontkit (react-pdf's font engine) re-inflates a WOFF table every time it reads from it, so
 * embedding 20 glyphs of a 2 MB Han glyph table inflated it 20 times — about 4 s per student.
 * Unpacked once here, each student's glyph subset takes milliseconds.
 */
export async function woffToSfnt(woff: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < WOFF_HEADER_SIZE || view.getUint32(0) !== WOFF_SIGNATURE) throw new Error('Not a WOFF font file.');
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const entries = Array.from({ length: numTables }, (_, index) => {
    const at = WOFF_HEADER_SIZE + index * WOFF_ENTRY_SIZE;
    return {
      tag: view.getUint32(at),
      offset: view.getUint32(at + 4),
      compLength: view.getUint32(at + 8),
      origLength: view.getUint32(at + 12),
      checksum: view.getUint32(at + 16),
    };
  });
  const tables = await Promise.all(
    entries.map(({ offset, compLength, origLength }) => {
      if (offset + compLength > woff.byteLength) throw new Error('The font file is damaged (a table lies outside it).');
      const stored = woff.slice(offset, offset + compLength);
      return compLength < origLength ? inflate(stored, origLength) : stored;
    }),
  );

  let size = SFNT_HEADER_SIZE + numTables * SFNT_ENTRY_SIZE;
  const offsets = tables.map((table) => {
    const at = size;
    size += align4(table.length);
    return at;
  });
  const sfnt = new Uint8Array(size);
  const out = new DataView(sfnt.buffer);
  // searchRange etc. as the OpenType spec derives them from the table count.
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  out.setUint32(0, flavor);
  out.setUint16(4, numTables);
  out.setUint16(6, searchRange);
  out.setUint16(8, entrySelector);
  out.setUint16(10, numTables * 16 - searchRange);
  entries.forEach((entry, index) => {
    const at = SFNT_HEADER_SIZE + index * SFNT_ENTRY_SIZE;
    out.setUint32(at, entry.tag);
    out.setUint32(at + 4, entry.checksum);
    out.setUint32(at + 8, offsets[index]);
    out.setUint32(at + 12, tables[index].length);
    sfnt.set(tables[index], offsets[index]);
  });
  return sfnt;
}

// Small real files for the demo's student answers, built byte by byte so that the seed stays synchronous:
// a two-page PDF of written working and a short WAV recording.

const escapePdf = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

/** A PDF whose pages each hold a heading, lines of text and a ruled fraction strip, with a correct xref table. */
export function pdfDocument(pages: ReadonlyArray<{ heading: string; lines: readonly string[] }>): Uint8Array<ArrayBuffer> {
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 4 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((page, index) => {
    const text = [
      `BT /F1 18 Tf 72 740 Td (${escapePdf(page.heading)}) Tj ET`,
      ...page.lines.map((line, row) => `BT /F1 13 Tf 72 ${700 - row * 26} Td (${escapePdf(line)}) Tj ET`),
      // A fraction strip cut into eighths, drawn under the working.
      '1 w 72 400 m 472 400 l 472 440 l 72 440 l h S',
      ...Array.from({ length: 7 }, (_, cut) => `${122 + cut * 50} 400 m ${122 + cut * 50} 440 l S`),
      `0.6 g 72 400 ${50 * (index + 3)} 40 re f`,
    ].join('\n');
    objects[4 + index * 2] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${5 + index * 2} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`;
    objects[5 + index * 2] = `<< /Length ${text.length} >>\nstream\n${text}\nendstream`;
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = body.length;
    body += `${id} 0 obj\n${objects[id] ?? ''}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) body += `${String(offsets[id] ?? 0).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Only ASCII is written, so characters and bytes coincide and the offsets above are byte offsets.
  return new TextEncoder().encode(body);
}

const SAMPLE_RATE = 8000;

/** An 8-bit mono WAV of a few notes with a soft envelope (a stand-in for a student's recorded answer). */
export function wavClip(frequencies: readonly number[], noteSeconds: number): Uint8Array<ArrayBuffer> {
  const noteSamples = Math.round(SAMPLE_RATE * noteSeconds);
  const samples = noteSamples * frequencies.length;
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => [...text].forEach((char, index) => view.setUint8(offset + index, char.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  ascii(36, 'data');
  view.setUint32(40, samples, true);
  frequencies.forEach((frequency, note) => {
    for (let index = 0; index < noteSamples; index += 1) {
      const envelope = Math.min(1, index / 400, (noteSamples - index) / 400);
      const value = Math.sin((2 * Math.PI * frequency * index) / SAMPLE_RATE) * envelope * 90;
      bytes[44 + note * noteSamples + index] = Math.round(128 + value);
    }
  });
  return bytes;
}

export function wavSeconds(frequencies: readonly number[], noteSeconds: number): number {
  return frequencies.length * noteSeconds;
}

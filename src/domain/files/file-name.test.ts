import { describe, expect, it } from 'vitest';
import { displayableOriginalName, FILE_NAME_MAX_LENGTH, sanitizeFileName } from './file-name';

describe('sanitizeFileName', () => {
  it.each([
    ['Term 1 invoice.pdf', 'Term 1 invoice.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\siti\\Desktop\\agreement.docx', 'agreement.docx'],
    ['/var/www/index.html', 'index.html'],
    ['report\u0000.pdf', 'report.pdf'],
    ['line\r\nbreak.txt', 'linebreak.txt'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['a<b>:c"d|e?f*.png', 'a_b__c_d_e_f_.png'],
    ['...hidden', 'hidden'],
    ['trailing. . ', 'trailing'],
    ['CON.txt', '_CON.txt'],
    ['nul', '_nul'],
    ['', 'file'],
    ['../..', 'file'],
    ['\u0007\u0008', 'file'],
    ['  many   spaces  .pdf', 'many spaces .pdf'],
    ['成绩单.pdf', '成绩单.pdf'],
  ])('%j → %j', (original, safe) => {
    expect(sanitizeFileName(original)).toBe(safe);
  });

  it('cuts a long name and keeps its extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(400)}.pdf`);
    expect(name).toHaveLength(FILE_NAME_MAX_LENGTH);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('never leaves a path separator, a control character or a leading dot, whatever it is given', () => {
    const samples = ['a/b\\c', '\u0001.x', '.\u0085./..\\..', 'x\u2066y', '//', '\\\\server\\share\\f.txt'];
    for (const sample of samples) {
      const name = sanitizeFileName(sample);
      expect([...name].some((char) => char === '/' || char === '\\' || char.charCodeAt(0) < 0x20 || (char.charCodeAt(0) >= 0x7f && char.charCodeAt(0) <= 0x9f))).toBe(false);
      expect(name.startsWith('.')).toBe(false);
      expect(name.length).toBeGreaterThan(0);
    }
  });
});

describe('displayableOriginalName', () => {
  it('keeps path characters but shows control characters as a replacement mark', () => {
    expect(displayableOriginalName('../a\u0000b.pdf')).toBe('../a\uFFFDb.pdf');
    expect(displayableOriginalName('x'.repeat(300))).toHaveLength(255);
  });
});

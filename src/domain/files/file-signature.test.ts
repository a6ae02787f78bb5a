import { describe, expect, it } from 'vitest';
import { DOCX_TYPE, PPTX_TYPE, sniffFileType, XLSX_TYPE } from './file-signature';
import { bytesOf, zipOf } from './test-files';

describe('sniffFileType', () => {
  it.each([
    ['a PDF', bytesOf('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj'), 'application/pdf'],
    ['a PNG', bytesOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'image/png'],
    ['a JPEG', bytesOf([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), 'image/jpeg'],
    ['a GIF89a', bytesOf('GIF89a\u0001\u0000'), 'image/gif'],
    ['a GIF87a', bytesOf('GIF87a\u0001\u0000'), 'image/gif'],
    ['a WebP', bytesOf(['RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ']), 'image/webp'],
    ['a WAV', bytesOf(['RIFF', 0x24, 0, 0, 0, 'WAVEfmt ']), 'audio/wav'],
    ['an MP3 with ID3 tags', bytesOf('ID3\u0004\u0000\u0000'), 'audio/mpeg'],
    ['an MP3 frame', bytesOf([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg'],
    ['an MPEG-2 MP3 frame with CRC', bytesOf([0xff, 0xf2, 0x90, 0x64]), 'audio/mpeg'],
    ['an M4A', bytesOf([0, 0, 0, 0x20, 'ftypM4A ']), 'audio/mp4'],
    ['a WebM recording', bytesOf([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, 'webm']), 'audio/webm'],
    ['a Word document', zipOf(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']), DOCX_TYPE],
    ['an Excel workbook', zipOf(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']), XLSX_TYPE],
    ['a PowerPoint deck', zipOf(['[Content_Types].xml', 'ppt/presentation.xml']), PPTX_TYPE],
    ['UTF-8 text', bytesOf('Spelling list – week 12\r\n1. beautiful\n\tété'), 'text/plain'],
    ['Windows-1252 text', bytesOf([0x43, 0x61, 0x66, 0xe9, 0x0d, 0x0a]), 'text/plain'],
    ['text with a UTF-8 byte-order mark', bytesOf([0xef, 0xbb, 0xbf, 0x41]), 'text/plain'],
    ['UTF-16 text with its byte-order mark', bytesOf([0xff, 0xfe, 0x41, 0x00, 0x42, 0x00]), 'text/plain'],
    ['text that mentions a tag later on', bytesOf('Use the <b> tag for bold.'), 'text/plain'],
  ])('recognises %s', (_, bytes, type) => {
    expect(sniffFileType(bytes)).toBe(type);
  });

  it.each([
    ['nothing', bytesOf([])],
    ['an HTML page', bytesOf('<!DOCTYPE html><script>alert(1)</script>')],
    ['an HTML fragment after white space', bytesOf('\r\n  <script>alert(1)</script>')],
    ['an HTML comment', bytesOf('<!-- x --><img src=x onerror=alert(1)>')],
    ['an HTML page behind a byte-order mark', bytesOf([0xef, 0xbb, 0xbf, '<html><body>'])],
    ['an SVG image', bytesOf('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['an XML document', bytesOf('<?xml version="1.0"?><svg/>')],
    ['a Windows program', bytesOf([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00])],
    ['a binary blob', bytesOf([0x00, 0x01, 0x02, 0x03])],
    ['a Matroska video', bytesOf([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88, 'matroska'])],
    ['a zip that is no Office document', zipOf(['notes.txt', 'photo.jpg'])],
    ['a zip whose directory is cut off', zipOf(['[Content_Types].xml', 'word/document.xml']).subarray(0, 40)],
  ])('refuses %s', (_, bytes) => {
    expect(sniffFileType(bytes)).toBeNull();
  });
});

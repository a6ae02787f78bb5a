/**
 * What a file's bytes are, from their signature (magic number), for exactly the types the portal's uploads
 * accept: a declared type or a file name says nothing about the content. The npm package `file-type`
 * (21.x, the last major for Node 20) does this for hundreds of types; it is not installed here, so this module
 * covers the accepted ones only and is the one place it would replace: `(await fileTypeFromBuffer(bytes))?.mime`,
 * mapped to the accepted names where its own differ (it says `audio/x-m4a`, `video/webm`), answers what
 * `sniffFileType` does, except for text, which has no signature (keep `isText` for it).
 */

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/** The types a signature can prove. Text has none: `text/plain` means "text, not binary and not markup". */
export type SniffedType =
  | 'application/pdf'
  | 'image/png'
  | 'image/jpeg'
  | 'image/gif'
  | 'image/webp'
  | 'audio/wav'
  | 'audio/mpeg'
  | 'audio/mp4'
  | 'audio/webm'
  | typeof DOCX_TYPE
  | typeof XLSX_TYPE
  | typeof PPTX_TYPE
  | 'text/plain';

function startsWith(bytes: Uint8Array, signature: ReadonlyArray<number>, offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

function readUint16(bytes: Uint8Array, offset: number): number {
  return (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8);
}

function readUint32(bytes: Uint8Array, offset: number): number {
  return (readUint16(bytes, offset) | (readUint16(bytes, offset + 2) << 16)) >>> 0;
}

const ZIP_LOCAL_FILE = [0x50, 0x4b, 0x03, 0x04];
const ZIP_CENTRAL_FILE = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const ZIP_END_SEARCH = 22 + 0xffff;

/** The names of a zip archive's entries, from its central directory; null when it has none readable. */
function zipEntryNames(bytes: Uint8Array): string[] | null {
  const lowest = Math.max(0, bytes.length - ZIP_END_SEARCH);
  let end = -1;
  for (let offset = bytes.length - 22; offset >= lowest; offset -= 1) {
    if (readUint32(bytes, offset) === ZIP_END_OF_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) return null;
  const count = readUint16(bytes, end + 10);
  let offset = readUint32(bytes, end + 16);
  const decoder = new TextDecoder();
  const names: string[] = [];
  for (let entry = 0; entry < count; entry += 1) {
    if (offset + 46 > bytes.length || readUint32(bytes, offset) !== ZIP_CENTRAL_FILE) return null;
    const nameLength = readUint16(bytes, offset + 28);
    const extraLength = readUint16(bytes, offset + 30);
    const commentLength = readUint16(bytes, offset + 32);
    names.push(decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** An Office Open XML document is a zip with [Content_Types].xml and its main part (ECMA-376 part 2). */
function officeTypeOf(bytes: Uint8Array): SniffedType | null {
  const names = zipEntryNames(bytes);
  if (!names?.includes('[Content_Types].xml')) return null;
  if (names.includes('word/document.xml')) return DOCX_TYPE;
  if (names.includes('xl/workbook.xml')) return XLSX_TYPE;
  if (names.includes('ppt/presentation.xml')) return PPTX_TYPE;
  return null;
}

/**
 * An MP3 frame header: 11 sync bits, a version other than "reserved", layer III. (Layer I would also take
 * FF FE, the byte-order mark of UTF-16 text.)
 */
function isMp3Frame(bytes: Uint8Array): boolean {
  const [first = 0, second = 0] = bytes;
  return first === 0xff && (second & 0xe0) === 0xe0 && (second & 0x18) !== 0x08 && (second & 0x06) === 0x02;
}

/** A WebM file: an EBML header whose DocType is "webm" (Matroska's other DocType, "matroska", is not WebM). */
function isWebm(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return false;
  const head = bytes.subarray(0, 64);
  const docType = ascii('webm');
  return head.some((_, index) => startsWith(head, [0x42, 0x82], index) && startsWith(head, docType, index + 3));
}

/**
 * The bytes a browser's sniffer would take for HTML or XML whatever the declared type (WHATWG MIME Sniffing
 * §7.1 "identifying an unknown MIME type": the tag after leading white space), and SVG.
 */
const MARKUP_START =
  /^[\t\n\f\r ]*(?:(?:<!doctype html|<html|<head|<script|<iframe|<h1|<div|<font|<table|<a|<style|<title|<b|<body|<br|<p|<svg)[\t\n\f\r />]|<!--|<\?xml)/i;

/**
 * Text: a byte-order mark, or no binary data byte at all (MIME Sniffing §7.2: the control bytes text never
 * holds), and not markup.
 */
function isText(bytes: Uint8Array): boolean {
  const withBom = startsWith(bytes, [0xef, 0xbb, 0xbf]) || startsWith(bytes, [0xfe, 0xff]) || startsWith(bytes, [0xff, 0xfe]);
  if (!withBom && bytes.some((byte) => byte <= 0x08 || byte === 0x0b || (byte >= 0x0e && byte <= 0x1a) || (byte >= 0x1c && byte <= 0x1f))) return false;
  const head = new TextDecoder(startsWith(bytes, [0xfe, 0xff]) ? 'utf-16be' : startsWith(bytes, [0xff, 0xfe]) ? 'utf-16le' : 'utf-8').decode(bytes.subarray(0, 1024));
  return !MARKUP_START.test(head.replace(/^\uFEFF/, ''));
}

/** What the bytes are among the accepted types, or null (empty, unknown, or markup posing as text). */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (bytes.length === 0) return null;
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WAVE'), 8)) return 'audio/wav';
  if (startsWith(bytes, ascii('ID3')) || isMp3Frame(bytes)) return 'audio/mpeg';
  if (startsWith(bytes, ascii('ftyp'), 4)) return 'audio/mp4';
  if (isWebm(bytes)) return 'audio/webm';
  if (startsWith(bytes, ZIP_LOCAL_FILE)) return officeTypeOf(bytes);
  return isText(bytes) ? 'text/plain' : null;
}

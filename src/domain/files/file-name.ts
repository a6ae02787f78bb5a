/** A stored file name is cut to this many characters, its extension kept. */
export const FILE_NAME_MAX_LENGTH = 150;

// C0 and C1 control characters, and the bidirectional marks that can make "gpj.exe" read as "exe.jpg".
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Characters no common file system accepts in a name. */
const RESERVED_CHARACTERS = /[<>:"|?*]/g;
/** Device names Windows refuses as file names, with or without an extension. */
const WINDOWS_DEVICES = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])(\..*)?$/i;

function cutKeepingExtension(name: string, max: number): string {
  const chars = [...name];
  if (chars.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? [...name.slice(dot)] : [];
  if (extension.length === 0 || extension.length > 16) return chars.slice(0, max).join('');
  return chars.slice(0, max - extension.length).join('') + extension.join('');
}

/**
 * Every upload's stored name (lesson and SVE files, shared files): safe to store and to send back in Content-Disposition: only the last segment of a path
 * (no "../", no folders), without control or bidirectional characters, without characters file systems
 * refuse, without leading or trailing dots and spaces, never a Windows device name, at most
 * FILE_NAME_MAX_LENGTH characters with its extension kept; "file" when nothing is left.
 */
export function sanitizeFileName(original: string): string {
  const lastSegment = original.normalize('NFC').split(/[/\\]/).pop() ?? '';
  let name = lastSegment.replace(CONTROL, '').replace(RESERVED_CHARACTERS, '_').replace(/\s+/g, ' ');
  name = name.replace(/^[\s.]+/, '').replace(/[\s.]+$/, '');
  if (WINDOWS_DEVICES.test(name)) name = `_${name}`;
  name = cutKeepingExtension(name, FILE_NAME_MAX_LENGTH);
  return name === '' ? 'file' : name;
}

/** The name as the user sent it, kept for display: control and bidirectional characters shown as "�", at most 255 characters. */
export function displayableOriginalName(original: string): string {
  return [...original.replace(CONTROL, '\uFFFD')].slice(0, 255).join('');
}

/**
 * What Text/Media rich text may show besides text (issue 21 §9): pictures uploaded for the lesson (POST /files,
 * LessonBuilder) and video or web links. One set of rules for the editor, the sanitizer and the demo backend; the
 * Content-Security-Policy's frame-src (scripts/content-security-policy.ts) names the players' two hosts.
 *
 * - A picture is stored as `<img src="/files/{fileId}/content" alt="…">`: the getFileContent operation's path,
 *   relative to the API root. The portal never lets the browser load it (that would send no token): it fetches
 *   the file with the Authorization header and shows it from a blob: URL.
 * - A video or link is stored as `<div data-embed-url="https://…"></div>`, the address as the author pasted it.
 *   The player's address is derived from it when shown, for the allow-listed hosts only, so stored HTML can
 *   never name a frame's source.
 */

/** Picture types Text/Media shows inline (a subset of the upload's types, proved by content on upload). */
export const RICH_TEXT_IMAGE_TYPES: Readonly<Record<string, readonly string[]>> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
};

export const IMAGE_ALT_REQUIRED_MESSAGE = 'Describe the picture for pupils who cannot see it (alt text).';
export const IMAGE_ALT_MISSING_MESSAGE = 'Every picture needs a description (alt text).';
export const NOT_AN_IMAGE_MESSAGE = 'Only PNG, JPEG, GIF or WebP pictures can be shown in the text.';

/** An uploaded file's id as the portal issues them (letters, digits, dashes, underscores). */
const FILE_ID = '[A-Za-z0-9_-]+';
const FILE_SRC = new RegExp(`^/files/(${FILE_ID})/content$`);
const FILE_SRC_ANYWHERE = new RegExp(`/files/(${FILE_ID})/content`, 'g');

/** The `src` a picture is stored with. */
export function richTextImageSrc(fileId: string): string {
  return `/files/${fileId}/content`;
}

/** The file a stored picture's `src` names, or null when it names anything else (another host, data:, blob:). */
export function richTextImageFileId(src: string | null): string | null {
  return src === null ? null : (FILE_SRC.exec(src)?.[1] ?? null);
}

/**
 * Every file the HTML names, wherever it does (as the server reads it, without parsing HTML). The server both
 * checks and grants access by this one reading, so a reference it cannot see opens nothing.
 */
export function fileIdsInRichText(html: string): string[] {
  return [...new Set([...html.matchAll(FILE_SRC_ANYWHERE)].map((match) => match[1] ?? ''))];
}

const IMG_TAG = /<img\b[^>]*>/gi;
const ALT_WITH_TEXT = /\salt\s*=\s*(?:"[^"]*\S[^"]*"|'[^']*\S[^']*'|[^\s"'>=]+)/i;

/** True when a picture in the HTML has no alt text (or only white space). */
export function hasImageWithoutAlt(html: string): boolean {
  return (html.match(IMG_TAG) ?? []).some((tag) => !ALT_WITH_TEXT.test(tag));
}

/** The attribute a video or link card is stored as: `<div data-embed-url="https://…"></div>`. */
export const EMBED_ATTRIBUTE = 'data-embed-url';

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com', 'youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

function youtubeId(url: URL): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  const candidate =
    url.hostname === 'youtu.be'
      ? segments[0]
      : segments[0] === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live'].includes(segments[0] ?? '')
          ? segments[1]
          : undefined;
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

function vimeoId(url: URL): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  const candidate = url.hostname === 'player.vimeo.com' ? (segments[0] === 'video' ? segments[1] : undefined) : segments[0];
  return candidate && VIMEO_ID.test(candidate) ? candidate : null;
}

/** A video link's player: its address (no autoplay, YouTube without cookies, Vimeo without tracking) and provider. */
export interface VideoPlayer {
  provider: 'YouTube' | 'Vimeo';
  src: string;
}

/** The player for an allow-listed video link (YouTube, Vimeo); null for any other address. */
export function videoPlayerOf(address: string): VideoPlayer | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  if (YOUTUBE_HOSTS.has(host)) {
    const id = youtubeId(url);
    return id ? { provider: 'YouTube', src: `https://www.youtube-nocookie.com/embed/${id}` } : null;
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = vimeoId(url);
    return id ? { provider: 'Vimeo', src: `https://player.vimeo.com/video/${id}?dnt=1` } : null;
  }
  return null;
}

import { fetchFileContent } from '@/entities/uploaded-file/uploaded-file';
import { videoPlayerOf } from '@/domain/lesson-content/rich-text-media';

// The pictures and embeds of rich text as elements, built the same way for the editor and for reading.

/** The attribute a shown picture carries its file in until its bytes arrive (never a loadable `src`). */
export const IMAGE_FILE_ATTRIBUTE = 'data-file-id';

/**
 * A video link's player, or a link card for any other address. Built here from the stored address, so no frame
 * source ever comes from stored or pasted HTML: the player is YouTube's cookie-less one or Vimeo's, never autoplays
 * (no autoplay parameter or permission), and runs sandboxed.
 */
export function createEmbedElement(document: Document, address: string): HTMLElement {
  const player = videoPlayerOf(address);
  if (player) {
    const frame = document.createElement('iframe');
    frame.src = player.src;
    frame.title = `${player.provider} video`;
    // The players need their own scripts and origin (storage for settings), full screen and new tabs for "Watch on …".
    frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation allow-popups');
    frame.setAttribute('allow', 'encrypted-media; picture-in-picture; fullscreen');
    frame.setAttribute('allowfullscreen', '');
    frame.setAttribute('loading', 'lazy');
    // The portal sends no referrer (Referrer-Policy: same-origin); YouTube's player refuses to play without one.
    frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    const box = document.createElement('div');
    box.className = 'rich-text-embed rich-text-video ratio ratio-16x9';
    box.append(frame);
    return box;
  }
  const card = document.createElement('a');
  card.className = 'rich-text-embed rich-text-link-card';
  card.href = address;
  card.target = '_blank';
  card.rel = 'noopener noreferrer';
  const host = document.createElement('span');
  host.className = 'rich-text-link-card-host';
  host.textContent = new URL(address).hostname;
  const full = document.createElement('span');
  full.className = 'rich-text-link-card-address';
  full.textContent = address;
  card.append(host, full);
  return card;
}

/**
 * Shows an uploaded picture: its bytes fetched with the token (a plain `src` could not send it) into a blob: URL,
 * revoked by the returned function. A picture that cannot be read keeps its alt text in view.
 */
export function loadImage(image: HTMLImageElement, fileId: string): () => void {
  const controller = new AbortController();
  let url: string | null = null;
  image.classList.add('is-loading');
  fetchFileContent(fileId, controller.signal).then(
    (blob) => {
      if (controller.signal.aborted) return;
      url = URL.createObjectURL(blob);
      image.src = url;
      image.classList.remove('is-loading');
    },
    () => {
      image.classList.replace('is-loading', 'is-broken');
    },
  );
  return () => {
    controller.abort();
    if (url !== null) URL.revokeObjectURL(url);
  };
}

import DOMPurify, { type Config } from 'dompurify';
import { createEmbedElement, IMAGE_FILE_ATTRIBUTE } from '@/components/rich-text/rich-text-media';
import { EMBED_ATTRIBUTE, richTextImageFileId } from '@/domain/lesson-content/rich-text-media';
import { isSafeHttpUrl } from '@/domain/lesson-content/safe-url';

/** A link rich text may carry: an absolute http(s) address or a mailto: address. */
export function isAllowedLinkHref(value: string): boolean {
  return isSafeHttpUrl(value) || /^mailto:[^\s@]+@[^\s@]+$/i.test(value.trim());
}

// One configuration for everything rich text: what is stored, what is pasted and what is shown.
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'iframe',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'link',
    'meta',
    'base',
  ],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction', 'srcset'],
  // A video or link card is this one attribute on a <div>, never a frame (rich-text-media.ts).
  ADD_ATTR: [EMBED_ATTRIBUTE],
  // Only http(s), mailto and the portal's file path survive in href/src; javascript:, vbscript:, data: and
  // blob: are dropped. The hooks narrow each further: links to http(s)/mailto, pictures to the file path.
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/files\/)/i,
  ALLOW_DATA_ATTR: false,
};

let hooksInstalled = false;

function installHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG') {
      // A picture shows only a file uploaded to the portal, and only with a description: anything else goes.
      const alt = node.getAttribute('alt')?.trim() ?? '';
      if (richTextImageFileId(node.getAttribute('src')) === null || alt === '') node.remove();
      return;
    }
    const embed = node.getAttribute(EMBED_ATTRIBUTE);
    if (embed !== null && (node.tagName !== 'DIV' || !isSafeHttpUrl(embed))) node.removeAttribute(EMBED_ATTRIBUTE);
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    if (href !== null && !isAllowedLinkHref(href)) node.removeAttribute('href');
    if (node.hasAttribute('href')) {
      // Every link leaves the portal in a new tab without giving the page a handle on the portal's window.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
      node.removeAttribute('rel');
    }
  });
}

/**
 * Rich text reduced to safe HTML: no scripts, event handlers, styles, frames or objects; links only http(s)/mailto;
 * pictures only the portal's files with alt text; videos and link cards only as a `data-embed-url` address.
 */
export function sanitizeHtml(html: string): string {
  installHooks();
  return DOMPurify.sanitize(html, CONFIG);
}

/**
 * Rich text sanitized into nodes of an inert document, for the editor to read without parsing a string itself
 * (its own parser is a Trusted Types sink).
 */
export function sanitizeHtmlToFragment(html: string): DocumentFragment {
  installHooks();
  return DOMPurify.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
}

/**
 * Stored rich text as the page shows it: sanitized; each picture's file moved from `src` to `data-file-id`, so the
 * browser never requests it without the token (SanitizedHtml loads it); each video or link address built into
 * its player or card. Built in DOMPurify's inert document, where nothing loads, then written out.
 */
export function displayHtml(html: string): string {
  const fragment = sanitizeHtmlToFragment(html);
  for (const image of fragment.querySelectorAll('img')) {
    const fileId = richTextImageFileId(image.getAttribute('src'));
    image.removeAttribute('src');
    if (fileId !== null) image.setAttribute(IMAGE_FILE_ATTRIBUTE, fileId);
  }
  const document = fragment.ownerDocument;
  for (const embed of fragment.querySelectorAll(`div[${EMBED_ATTRIBUTE}]`)) {
    embed.replaceWith(createEmbedElement(document, embed.getAttribute(EMBED_ATTRIBUTE) ?? ''));
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

let htmlPolicy: ReturnType<typeof createHtmlPolicy> | null = null;

function createHtmlPolicy(factory: TrustedTypePolicyFactory) {
  return factory.createPolicy('portal-html', { createHTML: displayHtml });
}

/**
 * Rich text for an HTML sink (`dangerouslySetInnerHTML`): as {@link displayHtml} makes it, signed by `portal-html`, the one
 * Trusted Types policy for HTML, where the browser enforces Trusted Types (the portal's Content-Security-Policy
 * refuses any other HTML in a sink).
 */
export function trustedHtml(html: string): TrustedHTML | string {
  const factory = window.trustedTypes;
  if (!factory) return displayHtml(html);
  htmlPolicy ??= createHtmlPolicy(factory);
  return htmlPolicy.createHTML(html);
}

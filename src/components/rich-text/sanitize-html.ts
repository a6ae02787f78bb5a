import DOMPurify, { type Config } from 'dompurify';
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
  FORBID_ATTR: ['style', 'srcdoc', 'formaction'],
  // Only http(s) and mailto survive in href/src; relative, javascript:, vbscript: and data: links are dropped.
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  ALLOW_DATA_ATTR: false,
};

let hooksInstalled = false;

function installHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
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

/** Rich text reduced to safe HTML: no scripts, event handlers, styles or embeds; links only http(s)/mailto. */
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

let htmlPolicy: ReturnType<typeof createHtmlPolicy> | null = null;

function createHtmlPolicy(factory: TrustedTypePolicyFactory) {
  return factory.createPolicy('portal-html', { createHTML: sanitizeHtml });
}

/**
 * Rich text for an HTML sink (`dangerouslySetInnerHTML`): sanitized, and signed by `portal-html`, the one
 * Trusted Types policy for HTML, where the browser enforces Trusted Types (the portal's Content-Security-Policy
 * refuses any other HTML in a sink).
 */
export function trustedHtml(html: string): TrustedHTML | string {
  const factory = window.trustedTypes;
  if (!factory) return sanitizeHtml(html);
  htmlPolicy ??= createHtmlPolicy(factory);
  return htmlPolicy.createHTML(html);
}

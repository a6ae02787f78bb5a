import { useMemo } from 'react';
import { trustedHtml } from '@/components/rich-text/sanitize-html';

export interface SanitizedHtmlProps {
  html: string;
  className?: string;
}

/** Shows stored rich text, always through the one sanitizer (whatever the server sent). */
export function SanitizedHtml({ html, className }: SanitizedHtmlProps) {
  const safe = useMemo(() => trustedHtml(html), [html]);
  // The HTML has just been sanitized by DOMPurify with the portal's one configuration (the `portal-html` policy).
  return (
    <div
      className={['rich-text-content', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}

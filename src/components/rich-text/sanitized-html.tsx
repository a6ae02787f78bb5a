import { useLayoutEffect, useMemo, useRef } from 'react';
import { IMAGE_FILE_ATTRIBUTE, loadImage } from '@/components/rich-text/rich-text-media';
import { trustedHtml } from '@/components/rich-text/sanitize-html';

export interface SanitizedHtmlProps {
  html: string;
  className?: string;
}

/** Shows stored rich text, always through the one sanitizer (whatever the server sent), its pictures fetched with the token. */
export function SanitizedHtml({ html, className }: SanitizedHtmlProps) {
  const safe = useMemo(() => trustedHtml(html), [html]);
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const images = box.current?.querySelectorAll<HTMLImageElement>(`img[${IMAGE_FILE_ATTRIBUTE}]`) ?? [];
    const releases = [...images].map((image) => loadImage(image, image.getAttribute(IMAGE_FILE_ATTRIBUTE) ?? ''));
    return () => releases.forEach((release) => release());
  }, [safe]);
  // The HTML has just been sanitized by DOMPurify with the portal's one configuration (the `portal-html` policy).
  return (
    <div
      ref={box}
      className={['rich-text-content', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}

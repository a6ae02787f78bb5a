import { SanitizedHtml } from '@/components/rich-text/sanitized-html';
import type { MaterialViewProps } from '@/features/resources/components/materials/types';

/** Text/Media as the reader sees it: the stored HTML, always sanitized when shown. */
export function TextMediaView({ content }: MaterialViewProps<'TEXT_MEDIA'>) {
  return <SanitizedHtml html={content.html} />;
}

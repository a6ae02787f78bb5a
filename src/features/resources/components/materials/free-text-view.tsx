import type { MaterialViewProps } from '@/features/resources/components/materials/types';

/** Free Text as the reader sees it: paragraphs and line breaks as typed. */
export function FreeTextView({ content }: MaterialViewProps<'FREE_TEXT'>) {
  return (
    <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
      {content.text}
    </p>
  );
}

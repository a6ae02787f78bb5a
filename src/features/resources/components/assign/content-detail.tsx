import { useChapter } from '@/features/resources/api/chapters';
import type { ContentKind } from '@/features/resources/api/resource-schemas';

export const KIND_LABELS: Record<ContentKind, string> = { lesson: 'Lesson', assignment: 'Assignment' };

/**
 * "Lesson · Fractions · Mathematics, Primary 4 Courage": enough to tell two lessons of one name
 * apart. The chapter (with its subject) is read once per chapter and shared through the cache.
 */
export function ContentDetail({ kind, chapterId }: { kind: ContentKind; chapterId: string }) {
  const chapter = useChapter(chapterId);
  const subject = chapter.data?.subject;
  const parts = [
    KIND_LABELS[kind],
    chapter.data?.name,
    subject ? `${subject.name}, ${subject.classYear.name}` : undefined,
  ];
  return <>{parts.filter(Boolean).join(' · ')}</>;
}

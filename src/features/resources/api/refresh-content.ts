import { useQueryClient } from '@tanstack/react-query';
import { reviewInboxKeys } from '@/entities/review-inbox/review-inbox';
import { assignableContentKeys, chapterKeys, contentKeys, resourceSubjectKeys } from '@/features/resources/api/resource-keys';
import type { ContentKind } from '@/features/resources/api/resource-schemas';

/**
 * After a write to one lesson or assignment: the lists that count or show it (the review inboxes too), its
 * activity log and its published version refresh. The content itself is not refetched here: the write's answer replaces it
 * (a lesson of 200 materials is not reloaded after each save).
 */
export function useRefreshAroundContent() {
  const queryClient = useQueryClient();
  return (kind: ContentKind, id: string) => {
    for (const queryKey of [
      chapterKeys.all,
      resourceSubjectKeys.all,
      assignableContentKeys.all,
      reviewInboxKeys.all,
      contentKeys.activity(kind, id),
      contentKeys.published(kind, id),
    ])
      void queryClient.invalidateQueries({ queryKey });
  };
}

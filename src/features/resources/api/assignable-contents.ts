import { useQuery } from '@tanstack/react-query';
import { assignableContentKeys } from '@/features/resources/api/resource-keys';
import { ContentSummarySchema } from '@/features/resources/api/resource-schemas';
import { createResourceApi } from '@/lib/resource-api';

/**
 * Lessons and assignments with a published version (approved or final) in the caller's subjects. The assign screen's
 * searchable select lists them through its generic list reader; one by id shows a value known only by id (a lesson
 * page's "Assign" link) and the assign screen its name.
 */
export const assignableContentsApi = createResourceApi({
  key: assignableContentKeys,
  path: '/assignable-contents',
  tag: 'Lesson resources',
  singular: 'AssignableContent',
  plural: 'AssignableContents',
  item: ContentSummarySchema,
  detail: ContentSummarySchema,
  filters: ['name', 'kind', 'subjectId'],
  listErrors: [403],
  getErrors: [403, 404],
  listSummary: 'Lessons and assignments that may be assigned to students: published, in the caller’s subjects (list contract)',
  getSummary: 'One lesson or assignment that may be assigned (published, in the caller’s subjects); 404 otherwise',
});

/** The content chosen so far; nothing is asked before one is. */
export function useAssignableContent(id: string) {
  return useQuery({ ...assignableContentsApi.detailQuery(id), enabled: id !== '' });
}

import { resourceSubjectKeys } from '@/features/resources/api/resource-keys';
import { ResourceSubjectSchema } from '@/features/resources/api/resource-schemas';
import { createResourceApi } from '@/lib/resource-api';

export const resourceSubjectsApi = createResourceApi({
  key: resourceSubjectKeys,
  path: '/resource-subjects',
  idParam: 'subjectId',
  tag: 'Lesson resources',
  singular: 'ResourceSubject',
  plural: 'ResourceSubjects',
  item: ResourceSubjectSchema,
  detail: ResourceSubjectSchema,
  filters: ['academicYearId', 'masterLevelId', 'name'],
  listErrors: [403],
  getErrors: [403, 404],
  listSummary: 'Subjects the user builds or reviews lesson content for (list contract; teacher: the subject years taught)',
  getSummary: 'One resource subject with its counts',
  listErrorMessage: 'Could not load your subjects.',
});
export const useResourceSubjects = resourceSubjectsApi.useList;
export const useResourceSubject = resourceSubjectsApi.useDetail;

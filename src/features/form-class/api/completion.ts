import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { formClassKeys } from '@/features/form-class/api/form-class-keys';
import { CompletionSheetSchema, TermNumberSchema } from '@/features/form-class/api/form-class-schemas';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import type { Term } from '@/domain/gradebook/term-score';

export const getCompletionEndpoint = defineEndpoint({
  operationId: 'getFormClassCompletion',
  method: 'get',
  path: '/class-years/{classYearId}/form-class-completion',
  summary: 'Per student of a homeroom class, the form-class records still missing in a term (streaming and promotion: the year)',
  tag: 'Form class',
  params: z.object({ classYearId: z.string() }),
  query: z.object({ academicYearId: z.string(), term: TermNumberSchema }),
  response: CompletionSheetSchema,
  errors: [400, 403, 404],
});

export const completionQueryOptions = (classYearId: string, academicYearId: string, term: Term) =>
  queryOptions({
    queryKey: formClassKeys.completion(classYearId, academicYearId, term),
    queryFn: ({ signal }) => callEndpoint(getCompletionEndpoint, { params: { classYearId }, query: { academicYearId, term }, signal }),
    meta: { errorMessage: 'Could not load what is missing.' },
  });

export function useFormClassCompletion(classYearId: string, academicYearId: string, term: Term) {
  return useQuery(completionQueryOptions(classYearId, academicYearId, term));
}

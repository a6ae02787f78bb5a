import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { gradebookKeys } from '@/features/gradebook/api/gradebook-keys';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { GradebookSheetSchema, type GradebookSheet } from '@/domain/gradebook/responses';
import type { Term } from '@/domain/gradebook/term-score';

export const getGradebookEndpoint = defineEndpoint({
  operationId: 'getGradebook',
  method: 'get',
  path: '/subject-years/{id}/gradebook',
  summary: "A subject year's mark sheet for one term: assessments, students, scores and grade boundaries",
  tag: 'Gradebook',
  params: z.object({ id: z.string() }),
  query: z.object({ term: z.number().int().min(1).max(4) }),
  response: GradebookSheetSchema,
  errors: [400, 403, 404],
});

export async function fetchGradebookSheet(
  subjectYearId: string,
  term: Term,
  signal?: AbortSignal,
): Promise<GradebookSheet> {
  const sheet = await callEndpoint(getGradebookEndpoint, { params: { id: subjectYearId }, query: { term }, signal });
  // The grid's columns follow the assessments' order, whatever order the server lists them in.
  return { ...sheet, assessments: [...sheet.assessments].sort((a, b) => a.order - b.order) };
}

export const gradebookSheetQueryOptions = (subjectYearId: string, term: Term) =>
  queryOptions({
    queryKey: gradebookKeys.sheet(subjectYearId, term),
    queryFn: ({ signal }) => fetchGradebookSheet(subjectYearId, term, signal),
  });

export function useGradebookSheet(subjectYearId: string, term: Term) {
  return useQuery(gradebookSheetQueryOptions(subjectYearId, term));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { gradebookKeys } from '@/features/gradebook/api/gradebook-keys';
import { StudentRefSchema } from '@/entities/student/student';
import { NamedRefSchema } from '@/entities/reference/named-ref';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import type { Term } from '@/domain/gradebook/term-score';

export const GradeBoundariesSchema = z.object({
  id: z.string(),
  academicYearId: z.string(),
  term: z.number().int().min(1).max(4),
  gradeAMin: z.number(),
  gradeBMin: z.number(),
  gradeCMin: z.number(),
  gradeDMin: z.number(),
  // Bumped by every save; an update sends the version it read and answers 409 when someone saved in between.
  version: z.number().int().positive(),
}).meta({ id: 'GradeBoundaries' });
export type GradeBoundariesRow = z.infer<typeof GradeBoundariesSchema>;

export const AssessmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  typeCode: z.string(),
  typeLabel: z.string(),
  maxScore: z.number().positive(),
  order: z.number(),
});
export type Assessment = z.infer<typeof AssessmentSchema>;

/** One mark of the sheet and its version: how often it was saved through the portal (0: never), sent back with a change. */
export const ScoreCellSchema = z.object({
  studentId: z.string(),
  assessmentId: z.string(),
  score: z.number().nullable(),
  version: z.number().int().nonnegative(),
}).meta({ id: 'GradebookScore' });
export type ScoreCell = z.infer<typeof ScoreCellSchema>;

export const GradebookSheetSchema = z.object({
  subjectYear: NamedRefSchema,
  term: z.number().int().min(1).max(4),
  assessments: z.array(AssessmentSchema),
  students: z.array(StudentRefSchema),
  scores: z.array(ScoreCellSchema),
  previousTermFinalScores: z
    // finalScoreIncomplete: that final score counts a blank mark as 0 (see the term score rule).
    .array(z.object({ studentId: z.string(), finalScore: z.number().nullable(), finalScoreIncomplete: z.boolean() }))
    .optional()
    .default([]),
  // null when the academic year has no boundaries for the term yet: marks still work, grades stay blank.
  gradeBoundaries: GradeBoundariesSchema.nullable(),
});
export type GradebookSheet = z.infer<typeof GradebookSheetSchema>;

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

import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { gradebookKeys } from '@/features/gradebook/api/gradebook-keys';
import { apiClient } from '@/lib/api-client';
import type { Term } from '@/lib/school-rules/term-score';

export const GradeBoundariesSchema = z.object({
  id: z.string(),
  academicYearId: z.string(),
  term: z.number().int().min(1).max(4),
  gradeAMin: z.number(),
  gradeBMin: z.number(),
  gradeCMin: z.number(),
  gradeDMin: z.number(),
});
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

export const GradebookSheetSchema = z.object({
  subjectYear: z.object({ id: z.string(), name: z.string() }),
  term: z.number().int().min(1).max(4),
  assessments: z.array(AssessmentSchema),
  students: z.array(z.object({ id: z.string(), fullName: z.string() })),
  scores: z.array(z.object({ studentId: z.string(), assessmentId: z.string(), score: z.number().nullable() })),
  previousTermFinalScores: z
    // finalScoreIncomplete: that final score counts a blank mark as 0 (see the term score rule).
    .array(z.object({ studentId: z.string(), finalScore: z.number().nullable(), finalScoreIncomplete: z.boolean() }))
    .optional()
    .default([]),
  // null when the academic year has no boundaries for the term yet: marks still work, grades stay blank.
  gradeBoundaries: GradeBoundariesSchema.nullable(),
});
export type GradebookSheet = z.infer<typeof GradebookSheetSchema>;

/** GET /subject-years/:id/gradebook?term=: the term's assessments, students, scores and grade boundaries. */
export async function fetchGradebookSheet(
  subjectYearId: string,
  term: Term,
  signal?: AbortSignal,
): Promise<GradebookSheet> {
  const { data } = await apiClient.get(`/subject-years/${encodeURIComponent(subjectYearId)}/gradebook`, {
    params: { term: String(term) },
    signal,
  });
  const sheet = GradebookSheetSchema.parse(data);
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

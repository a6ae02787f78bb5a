import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { studentKeys } from '@/entities/student/student';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { FREQUENCIES, PROMOTION_OUTCOMES } from '@/domain/school/enums';

const Term = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
const Score = z.number().nullable();

const StudentRecordSchema = z.object({
  subjects: z.array(
    z.object({
      subjectYearId: z.string(),
      subjectName: z.string(),
      terms: z.array(
        z.object({
          term: Term,
          score: Score,
          finalScore: Score,
          // True when that score counts a blank mark as 0 (docs/api.md, "Incomplete scores").
          scoreIncomplete: z.boolean(),
          finalScoreIncomplete: z.boolean(),
          grade: z.enum(['A', 'B', 'C', 'D', '']),
        }),
      ),
    }),
  ),
  attendance: z.array(
    z.object({
      term: Term,
      present: z.number(),
      late: z.number(),
      absent: z.number(),
      absentWithoutExcuse: z.number(),
      schoolDays: z.number().optional(),
    }),
  ),
  remarks: z.array(z.object({ term: Term, text: z.string() })),
  conduct: z.array(z.object({ term: Term, items: z.array(z.object({ descriptor: z.string(), frequency: z.enum(FREQUENCIES) })) })),
  heightAndWeight: z.array(z.object({ term: Term, heightCm: Score, weightKg: Score })),
  promotionOutcome: z.enum(PROMOTION_OUTCOMES).nullable(),
});
export type StudentRecord = z.infer<typeof StudentRecordSchema>;

export const getStudentRecordEndpoint = defineEndpoint({
  operationId: 'getStudentRecord',
  method: 'get',
  path: '/students/{id}/record',
  summary: "A student's marks, attendance, remarks, conduct, height and weight for one academic year",
  tag: 'Students',
  params: z.object({ id: z.string() }),
  query: z.object({ academicYearId: z.string().optional() }),
  response: StudentRecordSchema,
  errors: [403, 404],
});

export function fetchStudentRecord(id: string, academicYearId: string, signal?: AbortSignal): Promise<StudentRecord> {
  return callEndpoint(getStudentRecordEndpoint, { params: { id }, query: { academicYearId }, signal });
}

export const studentRecordQueryOptions = (id: string, academicYearId: string) =>
  queryOptions({
    queryKey: [...studentKeys.detail(id), 'record', academicYearId],
    queryFn: ({ signal }) => fetchStudentRecord(id, academicYearId, signal),
  });

export function useStudentRecord(id: string, academicYearId: string) {
  return useQuery(studentRecordQueryOptions(id, academicYearId));
}

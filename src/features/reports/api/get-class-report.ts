import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { FREQUENCIES, LEAPS_ATTAINMENTS, OBSERVATION_LEVELS, PROMOTION_OUTCOMES } from '@/lib/school-rules/enums';
import { REPORT_TYPES, type ReportType } from '@/lib/school-rules/report-types';

const TermSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
const score = z.number().nullable();
const grade = z.enum(['A', 'B', 'C', 'D', '']);

const TermProgressSchema = z.object({
  subjects: z.array(
    z.object({
      subjectName: z.string(),
      assessments: z.array(
        z.object({
          name: z.string(),
          typeCode: z.string(),
          score,
          maxScore: z.number(),
        }),
      ),
      score,
      finalScore: score,
      grade,
    }),
  ),
});

const SemesterSchema = z.object({
  subjects: z.array(
    z.object({
      subjectName: z.string(),
      termScores: z.array(z.object({ term: TermSchema, finalScore: score })),
      finalScore: score,
      grade,
    }),
  ),
  overallAverage: score,
  classPosition: z.number().int().positive().nullable(),
  classSize: z.number().int().nonnegative(),
});

const FtpSchema = z.object({
  remark: z.string().nullable(),
  conduct: z.array(z.object({ descriptor: z.string(), frequency: z.enum(FREQUENCIES) })),
  attendance: z.object({
    present: z.number(),
    late: z.number(),
    absent: z.number(),
    absentWithoutExcuse: z.number(),
    schoolDays: z.number(),
  }),
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
});

const ObservationLevelSchema = z.enum(OBSERVATION_LEVELS);

const FtpEvaluationSchema = z.object({
  items: z.array(z.object({ area: z.string(), level: ObservationLevelSchema })),
  promotionOutcome: z.enum(PROMOTION_OUTCOMES).nullable(),
});

const leapsLevel = z.number().int().min(0).max(4);
const LeapsSchema = z.object({
  participation: leapsLevel,
  achievement: leapsLevel,
  leadership: leapsLevel,
  service: leapsLevel,
  overallAttainment: z.enum(LEAPS_ATTAINMENTS).nullable(),
  events: z.array(
    z.object({
      name: z.string(),
      domain: z.string(),
      level: z.union([z.number(), z.string()]),
      date: z.string(),
    }),
  ),
});

const ReportStudentSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  gender: z.string(),
  dateOfBirth: z.iso.date(),
  idType: z.string().nullable(),
  idNumber: z.string().nullable(),
  indexNumber: z.number().int().positive(),
  termProgress: TermProgressSchema.optional(),
  semester: SemesterSchema.optional(),
  ftp: FtpSchema.optional(),
  ftpEvaluation: FtpEvaluationSchema.optional(),
  leaps: LeapsSchema.optional(),
});

/** Which student field carries each report type's content. */
export const SECTION_OF_TYPE = {
  REPORT_TERM: 'termProgress',
  REPORT_SEMESTER: 'semester',
  FTP: 'ftp',
  FTP_EVALUATION: 'ftpEvaluation',
  LEAPS: 'leaps',
} as const satisfies Record<ReportType, keyof z.infer<typeof ReportStudentSchema>>;

export const ClassReportSchema = z
  .object({
    school: z.object({
      name: z.string(),
      branchName: z.string(),
      address: z.string(),
    }),
    academicYear: z.object({ id: z.string(), year: z.string() }),
    classYear: z.object({
      id: z.string(),
      name: z.string(),
      levelName: z.string(),
      homeroomTeacherName: z.string().nullable(),
    }),
    term: TermSchema,
    reportType: z.enum(REPORT_TYPES),
    reportDate: z.iso.date(),
    students: z.array(ReportStudentSchema),
  })
  // The contract promises the requested type's section for every student; a report without it
  // would print empty pages, so a drifting backend is caught here.
  .superRefine((report, context) => {
    const section = SECTION_OF_TYPE[report.reportType];
    report.students.forEach((student, index) => {
      if (student[section] === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['students', index, section],
          message: `Missing ${section} section`,
        });
      }
    });
  });

export type ClassReport = z.infer<typeof ClassReportSchema>;
export type ReportStudent = ClassReport['students'][number];
export type Term = ClassReport['term'];

export interface ClassReportParams {
  classYearId: string;
  term: Term;
  reportType: ReportType;
}

export const classReportKeys = {
  all: ['class-reports'] as const,
  details: () => [...classReportKeys.all, 'detail'] as const,
  detail: ({ classYearId, term, reportType }: ClassReportParams) =>
    [...classReportKeys.details(), classYearId, String(term), reportType] as const,
};

export async function fetchClassReport({ classYearId, term, reportType }: ClassReportParams): Promise<ClassReport> {
  const { data } = await apiClient.get(
    `/class-years/${encodeURIComponent(classYearId)}/reports/${term}/${encodeURIComponent(reportType)}`,
  );
  return ClassReportSchema.parse(data);
}

export const classReportQueryOptions = (params: ClassReportParams) =>
  queryOptions({
    queryKey: classReportKeys.detail(params),
    queryFn: () => fetchClassReport(params),
  });

export function useClassReport(params: ClassReportParams) {
  return useQuery(classReportQueryOptions(params));
}

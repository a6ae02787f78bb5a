import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  FormClassTermSchema,
  FtpEvaluationSchema,
  FtpSchema,
  LeapsSchema,
  SemesterSchema,
  TermProgressSchema,
  TermSchema,
} from '@/features/reports/api/report-section-schemas';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { sharedRootKey } from '@/lib/query-keys';
import { REPORT_TYPES, type ReportType } from '@/domain/reports/report-types';

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
  /** The term's form-class record, carried by the term progress and semester reports besides their marks. */
  formClass: FormClassTermSchema.optional(),
});

/** Which student field carries each report type's content. */
export const SECTION_OF_TYPE = {
  REPORT_TERM: 'termProgress',
  REPORT_SEMESTER: 'semester',
  FTP: 'ftp',
  FTP_EVALUATION: 'ftpEvaluation',
  LEAPS: 'leaps',
} as const satisfies Record<ReportType, keyof z.infer<typeof ReportStudentSchema>>;

/** The report types that also print the term's form-class record (attendance, remark, conduct, signatures). */
export const CARRIES_FORM_CLASS: Readonly<Record<ReportType, boolean>> = {
  REPORT_TERM: true,
  REPORT_SEMESTER: true,
  FTP: false,
  FTP_EVALUATION: false,
  LEAPS: false,
};

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
    students: z.array(ReportStudentSchema),
  })
  // The contract promises the requested type's section for every student; a report without it
  // would print empty pages, so a drifting backend is caught here.
  .superRefine((report, context) => {
    const section = SECTION_OF_TYPE[report.reportType];
    const required = CARRIES_FORM_CLASS[report.reportType] ? [section, 'formClass' as const] : [section];
    report.students.forEach((student, index) => {
      for (const name of required) {
        if (student[name] === undefined) {
          context.addIssue({ code: 'custom', path: ['students', index, name], message: `Missing ${name} section` });
        }
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
  // Under the shared root: form-class, LEAPS and CCA writes refresh it so the next PDF carries the change.
  all: sharedRootKey('classReports'),
  details: () => [...classReportKeys.all, 'detail'] as const,
  detail: ({ classYearId, term, reportType }: ClassReportParams) =>
    [...classReportKeys.details(), classYearId, String(term), reportType] as const,
};

export const getClassReportEndpoint = defineEndpoint({
  operationId: 'getClassReport',
  method: 'get',
  path: '/class-years/{classYearId}/reports/{term}/{reportType}',
  summary: "A class's report data for one term and report type, every student carrying that type's section",
  tag: 'Class reports',
  params: z.object({ classYearId: z.string(), term: TermSchema, reportType: z.enum(REPORT_TYPES) }),
  response: ClassReportSchema,
  errors: [400, 403, 404],
});

export function fetchClassReport({ classYearId, term, reportType }: ClassReportParams): Promise<ClassReport> {
  return callEndpoint(getClassReportEndpoint, { params: { classYearId, term, reportType } });
}

export const classReportQueryOptions = (params: ClassReportParams) =>
  queryOptions({
    queryKey: classReportKeys.detail(params),
    queryFn: () => fetchClassReport(params),
  });

export function useClassReport(params: ClassReportParams) {
  return useQuery(classReportQueryOptions(params));
}

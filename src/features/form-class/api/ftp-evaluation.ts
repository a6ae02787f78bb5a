import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { formClassKeys } from '@/features/form-class/api/form-class-keys';
import { FormClassRecordIdSchema, FormClassRefSchema, FormClassStudentSchema } from '@/features/form-class/api/form-class-schemas';
import { useFormClassSave, type FormClassSaveOptions } from '@/features/form-class/api/save-form-class';
import { SaveFtpEvaluationBodySchema, type SaveFtpEvaluationBody } from '@/domain/form-class/bodies';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { OBSERVATION_LEVELS } from '@/domain/school/enums';

export const FtpEvaluationRowSchema = z
  .object({
    studentId: z.string(),
    student: FormClassStudentSchema,
    recordId: FormClassRecordIdSchema,
    /** One level per area of the sheet, in its order; null where none is given yet. */
    levels: z.array(z.enum(OBSERVATION_LEVELS).nullable()),
    version: z.number().int().nonnegative(),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'FtpEvaluationRow' });
export type FtpEvaluationRow = z.infer<typeof FtpEvaluationRowSchema>;

export const FtpEvaluationSheetSchema = z
  .object({
    classYear: FormClassRefSchema,
    academicYearId: z.string(),
    count: z.number().int().nonnegative(),
    /** The school's observation areas, in report order. */
    areas: z.array(z.string()),
    data: z.array(FtpEvaluationRowSchema),
  })
  .meta({ id: 'FtpEvaluationSheet' });
export type FtpEvaluationSheet = z.infer<typeof FtpEvaluationSheetSchema>;

const params = z.object({ classYearId: z.string() });

export const getFtpEvaluationEndpoint = defineEndpoint({
  operationId: 'getClassFtpEvaluation',
  method: 'get',
  path: '/class-years/{classYearId}/ftp-evaluation',
  summary: "A homeroom class's year-end FTP evaluation: the observation areas and each student's level per area",
  tag: 'Form class',
  params,
  query: z.object({ academicYearId: z.string() }),
  response: FtpEvaluationSheetSchema,
  errors: [400, 403, 404],
});

export const saveFtpEvaluationEndpoint = defineEndpoint({
  operationId: 'saveClassFtpEvaluation',
  method: 'put',
  path: '/class-years/{classYearId}/ftp-evaluation',
  summary: 'Save the changed students of the FTP evaluation (one level or null per area; 409 on a stale row)',
  tag: 'Form class',
  params,
  body: SaveFtpEvaluationBodySchema,
  response: FtpEvaluationSheetSchema,
  errors: [400, 403, 404, 409, 413, 415, 422, 423],
});

/** Under the form-class root, so every form-class save refreshes it too. */
const sheetKey = (classYearId: string, academicYearId: string) =>
  [...formClassKeys.all, 'ftp-evaluation', classYearId, academicYearId] as const;

export const ftpEvaluationQueryOptions = (classYearId: string, academicYearId: string) =>
  queryOptions({
    queryKey: sheetKey(classYearId, academicYearId),
    queryFn: ({ signal }) =>
      callEndpoint(getFtpEvaluationEndpoint, { params: { classYearId }, query: { academicYearId }, signal }),
    meta: { errorMessage: 'Could not load the FTP evaluation.' },
  });

export function useFtpEvaluation(classYearId: string, academicYearId: string) {
  return useQuery(ftpEvaluationQueryOptions(classYearId, academicYearId));
}

export type SaveFtpEvaluationInput = SaveFtpEvaluationBody & { classYearId: string };

/** The save replaces the cached sheet and invalidates every class report (the FTP_EVALUATION PDF prints the levels). */
export function useSaveFtpEvaluation(options?: FormClassSaveOptions) {
  return useFormClassSave(
    [...formClassKeys.all, 'save', 'ftp-evaluation'],
    ({ classYearId, ...body }: SaveFtpEvaluationInput) =>
      callEndpoint(saveFtpEvaluationEndpoint, { params: { classYearId }, body }),
    (input) => sheetKey(input.classYearId, input.academicYearId),
    options,
  );
}

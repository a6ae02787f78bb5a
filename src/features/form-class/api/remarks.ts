import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { formClassKeys } from '@/features/form-class/api/form-class-keys';
import { RemarksSheetSchema, TermNumberSchema } from '@/features/form-class/api/form-class-schemas';
import { useFormClassSave, type FormClassSaveOptions } from '@/features/form-class/api/save-form-class';
import { SaveRemarksBodySchema, type SaveRemarksBody } from '@/domain/form-class/bodies';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import type { Term } from '@/domain/gradebook/term-score';

const params = z.object({ classYearId: z.string() });

export const getRemarksEndpoint = defineEndpoint({
  operationId: 'getClassRemarks',
  method: 'get',
  path: '/class-years/{classYearId}/remarks',
  summary: "A homeroom class's remarks of one term, one row per student",
  tag: 'Form class',
  params,
  query: z.object({ academicYearId: z.string(), term: TermNumberSchema }),
  response: RemarksSheetSchema,
  errors: [400, 403, 404],
});

export const saveRemarksEndpoint = defineEndpoint({
  operationId: 'saveClassRemarks',
  method: 'put',
  path: '/class-years/{classYearId}/remarks',
  summary: 'Save the changed remarks of one term (all or nothing; 409 when a row changed since it was read)',
  tag: 'Form class',
  params,
  body: SaveRemarksBodySchema,
  response: RemarksSheetSchema,
  errors: [400, 403, 404, 409, 413, 415, 422, 423],
});

export const remarksQueryOptions = (classYearId: string, academicYearId: string, term: Term) =>
  queryOptions({
    queryKey: formClassKeys.sheet('remark', classYearId, academicYearId, term),
    queryFn: ({ signal }) => callEndpoint(getRemarksEndpoint, { params: { classYearId }, query: { academicYearId, term }, signal }),
    meta: { errorMessage: 'Could not load the remarks.' },
  });

export function useRemarks(classYearId: string, academicYearId: string, term: Term) {
  return useQuery(remarksQueryOptions(classYearId, academicYearId, term));
}

export type SaveRemarksInput = SaveRemarksBody & { classYearId: string };

export function useSaveRemarks(options?: FormClassSaveOptions) {
  return useFormClassSave(
    [...formClassKeys.all, 'save', 'remark'],
    ({ classYearId, ...body }: SaveRemarksInput) => callEndpoint(saveRemarksEndpoint, { params: { classYearId }, body }),
    (input) => formClassKeys.sheet('remark', input.classYearId, input.academicYearId, input.term),
    options,
  );
}

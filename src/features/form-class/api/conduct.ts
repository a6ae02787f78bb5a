import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { formClassKeys } from '@/features/form-class/api/form-class-keys';
import { ConductSheetSchema, TermNumberSchema } from '@/features/form-class/api/form-class-schemas';
import { useFormClassSave, type FormClassSaveOptions } from '@/features/form-class/api/save-form-class';
import { SaveConductBodySchema, type SaveConductBody } from '@/domain/form-class/bodies';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import type { Term } from '@/domain/gradebook/term-score';

const params = z.object({ classYearId: z.string() });

export const getConductEndpoint = defineEndpoint({
  operationId: 'getClassConduct',
  method: 'get',
  path: '/class-years/{classYearId}/conduct',
  summary: "A homeroom class's conduct of one term: the school's descriptors and each student's frequency per descriptor",
  tag: 'Form class',
  params,
  query: z.object({ academicYearId: z.string(), term: TermNumberSchema }),
  response: ConductSheetSchema,
  errors: [400, 403, 404],
});

export const saveConductEndpoint = defineEndpoint({
  operationId: 'saveClassConduct',
  method: 'put',
  path: '/class-years/{classYearId}/conduct',
  summary: 'Save the changed conduct rows of one term (one frequency or null per descriptor; 409 on a stale row)',
  tag: 'Form class',
  params,
  body: SaveConductBodySchema,
  response: ConductSheetSchema,
  errors: [400, 403, 404, 409, 413, 415, 422, 423],
});

export const conductQueryOptions = (classYearId: string, academicYearId: string, term: Term) =>
  queryOptions({
    queryKey: formClassKeys.sheet('conduct', classYearId, academicYearId, term),
    queryFn: ({ signal }) => callEndpoint(getConductEndpoint, { params: { classYearId }, query: { academicYearId, term }, signal }),
    meta: { errorMessage: 'Could not load the conduct grades.' },
  });

export function useConduct(classYearId: string, academicYearId: string, term: Term) {
  return useQuery(conductQueryOptions(classYearId, academicYearId, term));
}

export type SaveConductInput = SaveConductBody & { classYearId: string };

export function useSaveConduct(options?: FormClassSaveOptions) {
  return useFormClassSave(
    [...formClassKeys.all, 'save', 'conduct'],
    ({ classYearId, ...body }: SaveConductInput) => callEndpoint(saveConductEndpoint, { params: { classYearId }, body }),
    (input) => formClassKeys.sheet('conduct', input.classYearId, input.academicYearId, input.term),
    options,
  );
}

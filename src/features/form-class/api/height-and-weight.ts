import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { formClassKeys } from '@/features/form-class/api/form-class-keys';
import { HeightWeightSheetSchema, TermNumberSchema } from '@/features/form-class/api/form-class-schemas';
import { useFormClassSave, type FormClassSaveOptions } from '@/features/form-class/api/save-form-class';
import { SaveHeightWeightBodySchema, type SaveHeightWeightBody } from '@/domain/form-class/bodies';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import type { Term } from '@/domain/gradebook/term-score';

const params = z.object({ classYearId: z.string() });

export const getHeightWeightEndpoint = defineEndpoint({
  operationId: 'getClassHeightAndWeight',
  method: 'get',
  path: '/class-years/{classYearId}/height-and-weight',
  summary: "A homeroom class's heights (cm) and weights (kg) of one term, with each student's previous measurement",
  tag: 'Form class',
  params,
  query: z.object({ academicYearId: z.string(), term: TermNumberSchema }),
  response: HeightWeightSheetSchema,
  errors: [400, 403, 404],
});

export const saveHeightWeightEndpoint = defineEndpoint({
  operationId: 'saveClassHeightAndWeight',
  method: 'put',
  path: '/class-years/{classYearId}/height-and-weight',
  summary: 'Save the changed heights and weights of one term (implausible values 422; 409 on a stale row)',
  tag: 'Form class',
  params,
  body: SaveHeightWeightBodySchema,
  response: HeightWeightSheetSchema,
  errors: [400, 403, 404, 409, 413, 415, 422, 423],
});

export const heightWeightQueryOptions = (classYearId: string, academicYearId: string, term: Term) =>
  queryOptions({
    queryKey: formClassKeys.sheet('heightAndWeight', classYearId, academicYearId, term),
    queryFn: ({ signal }) => callEndpoint(getHeightWeightEndpoint, { params: { classYearId }, query: { academicYearId, term }, signal }),
    meta: { errorMessage: 'Could not load the heights and weights.' },
  });

export function useHeightWeight(classYearId: string, academicYearId: string, term: Term) {
  return useQuery(heightWeightQueryOptions(classYearId, academicYearId, term));
}

export type SaveHeightWeightInput = SaveHeightWeightBody & { classYearId: string };

export function useSaveHeightWeight(options?: FormClassSaveOptions) {
  return useFormClassSave(
    [...formClassKeys.all, 'save', 'heightAndWeight'],
    ({ classYearId, ...body }: SaveHeightWeightInput) => callEndpoint(saveHeightWeightEndpoint, { params: { classYearId }, body }),
    (input) => formClassKeys.sheet('heightAndWeight', input.classYearId, input.academicYearId, input.term),
    options,
  );
}

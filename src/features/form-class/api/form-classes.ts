import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { formClassKeys } from '@/features/form-class/api/form-class-keys';
import { FormClassSummarySchema, TermNumberSchema } from '@/features/form-class/api/form-class-schemas';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import type { Term } from '@/domain/gradebook/term-score';

export const FormClassListSchema = z
  .object({ data: z.array(FormClassSummarySchema), count: z.number().int().nonnegative(), term: TermNumberSchema })
  .meta({ id: 'FormClassList' });
export type FormClassList = z.infer<typeof FormClassListSchema>;

export const listFormClassesEndpoint = defineEndpoint({
  operationId: 'listFormClasses',
  method: 'get',
  path: '/form-class/classes',
  summary: "The caller's homeroom classes by academic year, with how complete each record kind is in a term",
  tag: 'Form class',
  query: z.object({
    academicYearId: z.string().optional().meta({ description: 'Only classes of this academic year.' }),
    term: TermNumberSchema.optional().meta({ description: 'The term completion is counted for; default the current term.' }),
  }),
  response: FormClassListSchema,
  errors: [400, 403],
});

export interface FormClassesParams {
  academicYearId?: string;
  term?: Term;
}

export const formClassesQueryOptions = (params: FormClassesParams) =>
  queryOptions({
    queryKey: formClassKeys.classes(params),
    queryFn: ({ signal }) => callEndpoint(listFormClassesEndpoint, { query: params, signal }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Could not load your form classes.' },
  });

export function useFormClasses(params: FormClassesParams) {
  return useQuery(formClassesQueryOptions(params));
}

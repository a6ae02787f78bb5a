import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { formClassKeys } from '@/features/form-class/api/form-class-keys';
import { StreamingSheetSchema } from '@/features/form-class/api/form-class-schemas';
import { useFormClassSave, type FormClassSaveOptions } from '@/features/form-class/api/save-form-class';
import { SaveStreamingBodySchema, type SaveStreamingBody } from '@/domain/form-class/bodies';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';

const params = z.object({ classYearId: z.string() });

export const getStreamingEndpoint = defineEndpoint({
  operationId: 'getClassStreamingAndPromotion',
  method: 'get',
  path: '/class-years/{classYearId}/streaming-and-promotion',
  summary: "A homeroom class's promotion outcomes and next year's streams (a year record), with the streams offered",
  tag: 'Form class',
  params,
  query: z.object({ academicYearId: z.string() }),
  response: StreamingSheetSchema,
  errors: [400, 403, 404],
});

export const saveStreamingEndpoint = defineEndpoint({
  operationId: 'saveClassStreamingAndPromotion',
  method: 'put',
  path: '/class-years/{classYearId}/streaming-and-promotion',
  summary: 'Save the changed outcomes and streams (Retained needs a reason; 422 for a stream not offered; 409 on a stale row)',
  tag: 'Form class',
  params,
  body: SaveStreamingBodySchema,
  response: StreamingSheetSchema,
  errors: [400, 403, 404, 409, 413, 415, 422, 423],
});

export const streamingQueryOptions = (classYearId: string, academicYearId: string) =>
  queryOptions({
    queryKey: formClassKeys.sheet('streamingAndPromotion', classYearId, academicYearId),
    queryFn: ({ signal }) => callEndpoint(getStreamingEndpoint, { params: { classYearId }, query: { academicYearId }, signal }),
    meta: { errorMessage: 'Could not load streaming and promotion.' },
  });

export function useStreaming(classYearId: string, academicYearId: string) {
  return useQuery(streamingQueryOptions(classYearId, academicYearId));
}

export type SaveStreamingInput = SaveStreamingBody & { classYearId: string };

export function useSaveStreaming(options?: FormClassSaveOptions) {
  return useFormClassSave(
    [...formClassKeys.all, 'save', 'streamingAndPromotion'],
    ({ classYearId, ...body }: SaveStreamingInput) => callEndpoint(saveStreamingEndpoint, { params: { classYearId }, body }),
    (input) => formClassKeys.sheet('streamingAndPromotion', input.classYearId, input.academicYearId),
    options,
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  SveAssignmentSchema,
  SveExamTypeSchema,
  SveFileSchema,
  type SveLibraryKind,
} from '@/features/sve/api/sve-schemas';
import { callEndpoint, defineEndpoint, fetchBinary } from '@/lib/endpoint';
import type { ListParams } from '@/lib/list-query';
import { createQueryKeys } from '@/lib/query-keys';
import { createNestedListApi, createResourceApi } from '@/lib/resource-api';
import {
  SveAssignmentBodySchema,
  SvePastPaperBodySchema,
  type SveAssignmentBody,
  type SvePastPaperBody,
} from '@/domain/sve/bodies';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

export const sveKeys = createQueryKeys('sve');

const ExamTypeParams = z.object({ sveExamTypeId: z.string() });

export const sveExamTypesApi = createResourceApi({
  key: sveKeys,
  path: '/sve-exam-types',
  idParam: 'sveExamTypeId',
  tag: 'SVE',
  singular: 'SveExamType',
  plural: 'SveExamTypes',
  item: SveExamTypeSchema,
  detail: SveExamTypeSchema,
  filters: ['assigned', 'academicYearId'],
  listErrors: [400, 403],
  getErrors: [404],
  listSummary:
    'SVE exam types with their counts: assigned=true those the caller is assigned to (403 without view Sve), else all',
  getSummary: 'One SVE exam type with its counts (any signed-in staff)',
  listErrorMessage: 'Could not load the SVE exam types.',
});
export const useSveExamTypes = sveExamTypesApi.useList;
export const useSveExamType = sveExamTypesApi.useDetail;

/** An exam type's assignments; `of({ sveExamTypeId })`. */
export const sveAssignmentsApi = createNestedListApi({
  operationId: 'listSveAssignments',
  path: '/sve-exam-types/{sveExamTypeId}/assignments',
  summary: 'An exam type’s assignments with their files (its assigned teachers only; sort dueDate, title, createdAt)',
  tag: 'SVE',
  params: ExamTypeParams,
  item: SveAssignmentSchema,
  errors: [400, 403, 404],
  queryKey: ({ sveExamTypeId }, params) => [...sveKeys.detail(sveExamTypeId), 'assignments', params],
  errorMessage: 'Could not load the SVE assignments.',
});

export const createSveAssignmentEndpoint = defineEndpoint({
  operationId: 'createSveAssignment',
  method: 'post',
  path: '/sve-exam-types/{sveExamTypeId}/assignments',
  summary: 'Set an assignment with files uploaded by the caller as SVE (POST /files); 422 names the field (fileIds.N)',
  tag: 'SVE',
  params: ExamTypeParams,
  body: SveAssignmentBodySchema,
  response: SveAssignmentSchema,
  status: 201,
  errors: [403, 404, 413, 415, 422],
});

/** An exam type's files of one kind (the `kind` filter is required); `of({ sveExamTypeId })`. */
export const sveFilesApi = createNestedListApi({
  operationId: 'listSveFiles',
  path: '/sve-exam-types/{sveExamTypeId}/files',
  summary:
    'An exam type’s past papers (view SveExamType), BMT or exam supporting files (any staff) by kind',
  tag: 'SVE',
  params: ExamTypeParams,
  item: SveFileSchema,
  requiredFilters: ['kind'],
  errors: [400, 403, 404, 422],
  queryKey: ({ sveExamTypeId }, params) => [...sveKeys.detail(sveExamTypeId), 'files', params],
  errorMessage: 'Could not load the files.',
});

export const createSvePastPaperEndpoint = defineEndpoint({
  operationId: 'createSvePastPaper',
  method: 'post',
  path: '/sve-exam-types/{sveExamTypeId}/past-papers',
  summary: 'Add a past paper from a file uploaded by the caller as SVE (needs create SveExamType)',
  tag: 'SVE',
  params: ExamTypeParams,
  body: SvePastPaperBodySchema,
  response: SveFileSchema,
  status: 201,
  errors: [403, 404, 413, 415, 422],
});

export const getSveFileContentEndpoint = defineEndpoint({
  operationId: 'getSveFileContent',
  method: 'get',
  path: '/sve-files/{fileId}/content',
  summary: 'An SVE file’s bytes, always as an attachment',
  tag: 'SVE',
  params: z.object({ fileId: z.string() }),
  binaryResponse: true,
  status: 200,
  errors: [403, 404],
});

const ofKind = (kind: SveLibraryKind, params: ListParams): ListParams => ({ ...params, filters: { ...params.filters, kind } });

export function fetchSveFiles(sveExamTypeId: string, kind: SveLibraryKind, params: ListParams, signal?: AbortSignal) {
  return sveFilesApi.of({ sveExamTypeId }).list(ofKind(kind, params), signal);
}

export function useSveFiles(sveExamTypeId: string, kind: SveLibraryKind, params: ListParams) {
  return sveFilesApi.of({ sveExamTypeId }).useList(ofKind(kind, params));
}

/** The bytes of an SVE file, fetched with the bearer token. */
export function fetchSveFileContent(fileId: string): Promise<Blob> {
  return fetchBinary(getSveFileContentEndpoint, { params: { fileId } });
}

export function useCreateSveAssignment(sveExamTypeId: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: ['sve', 'create-assignment', sveExamTypeId],
    mutationFn: (body: SveAssignmentBody) =>
      callEndpoint(createSveAssignmentEndpoint, {
        params: { sveExamTypeId },
        body,
      }),
    meta: { errorMessage: 'The assignment could not be saved.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sveKeys.all }),
  });
}

export function useCreateSvePastPaper(sveExamTypeId: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: ['sve', 'create-past-paper', sveExamTypeId],
    mutationFn: (body: SvePastPaperBody) =>
      callEndpoint(createSvePastPaperEndpoint, {
        params: { sveExamTypeId },
        body,
      }),
    meta: { errorMessage: 'The past paper could not be added.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sveKeys.all }),
  });
}

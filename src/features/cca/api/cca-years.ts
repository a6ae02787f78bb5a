import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CcaYearDetailSchema, CcaYearSchema } from '@/features/cca/api/cca-schemas';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { defineListEndpoint, fetchListOf } from '@/lib/list-endpoint';
import type { ListParams } from '@/lib/list-query';
import { createQueryKeys } from '@/lib/query-keys';

/** Root `cca-years`: lists, and each CCA year's detail (members and grades) under it. */
export const ccaYearKeys = createQueryKeys('cca-years');

export const listCcaYearsEndpoint = defineListEndpoint({
  operationId: 'listCcaYears',
  path: '/cca-years',
  summary: 'The CCA years the caller is in charge of (a principal: every CCA of their campus that year); list contract',
  tag: 'Co-curricular activities',
  item: CcaYearSchema,
  filters: ['academicYearId', 'name', 'category'],
  errors: [400, 403],
});

export const getCcaYearEndpoint = defineEndpoint({
  operationId: 'getCcaYear',
  method: 'get',
  path: '/cca-years/{id}',
  summary: 'One CCA year with its members, their participation grades and the grades version',
  tag: 'Co-curricular activities',
  params: z.object({ id: z.string() }),
  response: CcaYearDetailSchema,
  errors: [403, 404],
});

export const ccaYearsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: ccaYearKeys.list(params),
    queryFn: ({ signal }) => fetchListOf(listCcaYearsEndpoint, params, { signal }),
    placeholderData: keepPreviousData,
  });

export function useCcaYears(params: ListParams) {
  return useQuery(ccaYearsQueryOptions(params));
}

export function fetchCcaYears(params: ListParams) {
  return fetchListOf(listCcaYearsEndpoint, params, {});
}

export const ccaYearQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ccaYearKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(getCcaYearEndpoint, { params: { id }, signal }),
  });

export function useCcaYear(id: string) {
  return useQuery(ccaYearQueryOptions(id));
}

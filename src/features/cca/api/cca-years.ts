import { CcaYearDetailSchema, CcaYearSchema } from '@/features/cca/api/cca-schemas';
import { createResourceApi } from '@/lib/resource-api';

/** Root `cca-years`: lists, and each CCA year's detail (members and grades) under it. */
export const ccaYearsApi = createResourceApi({
  key: 'cca-years',
  path: '/cca-years',
  tag: 'Co-curricular activities',
  singular: 'CcaYear',
  plural: 'CcaYears',
  item: CcaYearSchema,
  detail: CcaYearDetailSchema,
  filters: ['academicYearId', 'name', 'category'],
  listErrors: [400, 403],
  getErrors: [403, 404],
  listSummary: 'The CCA years the caller is in charge of (a principal: every CCA of their campus that year); list contract',
  getSummary: 'One CCA year with its members, their participation grades and the grades version',
});
export const ccaYearKeys = ccaYearsApi.keys;
export const useCcaYears = ccaYearsApi.useList;
export const fetchCcaYears = ccaYearsApi.list;
export const useCcaYear = ccaYearsApi.useDetail;

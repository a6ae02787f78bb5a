import { z } from 'zod';
import { CcaStudentSchema } from '@/features/cca/api/cca-schemas';
import { defineEndpoint } from '@/lib/endpoint';
import { defineListEndpoint } from '@/lib/list-endpoint';

// The assignment screen's searchable select reads these two through its generic list reader
// (resource "/cca-students"); they are declared here so the contract lists them.

export const listCcaStudentsEndpoint = defineListEndpoint({
  operationId: 'listCcaStudents',
  path: '/cca-students',
  summary:
    'Students for CCA assignment: with ccaYearId, that CCA’s campus students who are not members yet; each with the CCAs they attend that year',
  tag: 'Co-curricular activities',
  item: CcaStudentSchema,
  filters: ['ccaYearId', 'fullName'],
  errors: [400, 403, 404],
});

export const getCcaStudentEndpoint = defineEndpoint({
  operationId: 'getCcaStudent',
  method: 'get',
  path: '/cca-students/{id}',
  summary: 'One student of a campus where the caller runs a CCA this year, with the CCAs they attend',
  tag: 'Co-curricular activities',
  params: z.object({ id: z.string() }),
  response: CcaStudentSchema,
  errors: [403, 404],
});

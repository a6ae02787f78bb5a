import { CcaStudentSchema } from '@/features/cca/api/cca-schemas';
import { createResourceApi } from '@/lib/resource-api';

// The assignment screen's searchable select reads these two through its generic list reader
// (resource "/cca-students"); they are declared here so the contract lists them.
export const ccaStudentsApi = createResourceApi({
  key: 'cca-students',
  path: '/cca-students',
  tag: 'Co-curricular activities',
  singular: 'CcaStudent',
  plural: 'CcaStudents',
  item: CcaStudentSchema,
  detail: CcaStudentSchema,
  filters: ['ccaYearId', 'fullName'],
  listErrors: [400, 403, 404],
  getErrors: [403, 404],
  listSummary:
    'Students for CCA assignment: with ccaYearId, that CCA’s campus students who are not members yet; each with the CCAs they attend that year',
  getSummary: 'One student of a campus where the caller runs a CCA this year, with the CCAs they attend',
});

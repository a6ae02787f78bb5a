import { z } from 'zod';
import { createResourceApi } from '@/lib/resource-api';

// Reference lists that searchable selects read by resource path (`<SearchableSelect resource="/branches">`):
// declared here so the contract lists them; tests/contract checks every select's path is declared.

export const BranchSchema = z.object({ id: z.string(), name: z.string(), code: z.string() }).meta({ id: 'Branch' });

export const branchesApi = createResourceApi({
  key: 'branches',
  path: '/branches',
  tag: 'Reference lists',
  singular: 'Branch',
  plural: 'Branches',
  item: BranchSchema,
  detail: BranchSchema,
  filters: ['name', 'code'],
});

export const MasterProgrammeSchema = z
  .object({ id: z.string(), name: z.string(), code: z.string(), type: z.enum(['ACADEMIC', 'NONACADEMIC']) })
  .meta({ id: 'MasterProgramme' });

export const masterProgrammesApi = createResourceApi({
  key: 'master-programmes',
  path: '/master-programmes',
  tag: 'Reference lists',
  singular: 'MasterProgramme',
  plural: 'MasterProgrammes',
  item: MasterProgrammeSchema,
  detail: MasterProgrammeSchema,
  filters: ['name', 'code', 'type'],
});

import { z } from 'zod';
import { createResourceApi } from '@/lib/resource-api';

/** Applicants, read by the results list's student filter (a searchable select on `/placement-applicants`). */
export const ApplicantSchema = z
  .object({ id: z.string(), fullName: z.string(), name: z.string(), gender: z.string(), dateOfBirth: z.string() })
  .meta({ id: 'Applicant' });

export const placementApplicantsApi = createResourceApi({
  key: 'placement-applicants',
  path: '/placement-applicants',
  tag: 'Placement test results',
  singular: 'PlacementApplicant',
  plural: 'PlacementApplicants',
  item: ApplicantSchema,
  detail: ApplicantSchema,
  filters: ['fullName'],
  listErrors: [403],
  getErrors: [403, 404],
});

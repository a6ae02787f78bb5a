import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { ID_TYPES } from '@/domain/school/enums';
import type { PickUpRequestBodySchema } from '@/domain/release-student/bodies';
import type { PickUpDraft } from './pick-up-draft';

/** The form holds the body as typed; the backend's schema checks it on submit. */
export type PickUpFormInput = z.input<typeof PickUpRequestBodySchema>;

/** The body fields a 422 may name that have a field on the form (the date is the page's). */
export const PICK_UP_FORM_FIELDS = [
  'studentId',
  'pickUpTime',
  'collectorName',
  'relationship',
  'idType',
  'idNumber',
  'reason',
] as const satisfies readonly (keyof PickUpFormInput)[];
export type PickUpFormField = (typeof PICK_UP_FORM_FIELDS)[number];

export function formFieldOf(key: string): PickUpFormField | null {
  return PICK_UP_FORM_FIELDS.find((field) => field === key) ?? null;
}

export function toFormDefaults(values: PickUpDraft, date: string): DefaultValues<PickUpFormInput> {
  return { ...values, idType: ID_TYPES.find((idType) => idType === values.idType), date };
}

/** What is on screen, in the draft's loose shape (an unchosen ID type is ''). */
export function draftOf(values: Partial<PickUpFormInput>): PickUpDraft {
  return {
    studentId: values.studentId ?? '',
    pickUpTime: values.pickUpTime ?? '',
    collectorName: values.collectorName ?? '',
    relationship: values.relationship ?? '',
    idType: values.idType ?? '',
    idNumber: values.idNumber ?? '',
    reason: values.reason ?? '',
  };
}

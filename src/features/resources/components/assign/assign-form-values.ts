import { format } from 'date-fns';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import type { IssueAssignmentSchema } from '@/domain/lesson-content/assignment-settings';

/** What the form holds before validation: ids may be missing, dates may be empty. */
export type AssignFormInput = z.input<typeof IssueAssignmentSchema>;

/** The form fields a server's 422 may name, in the order they appear on screen. */
export const ASSIGN_FIELDS = ['sourceId', 'classYearIds', 'studentIds', 'startDate', 'dueDate'] as const;
export type AssignField = (typeof ASSIGN_FIELDS)[number];

/**
 * A fresh form: the content named by `?sourceType=lesson&sourceId=…` (a lesson page's "Assign" link),
 * starting today, no due date yet — a teacher always decides when work is due.
 */
export function initialAssignValues(search: URLSearchParams, today = new Date()): DefaultValues<AssignFormInput> {
  const sourceType = search.get('sourceType') === 'assignment' ? 'assignment' : 'lesson';
  const sourceId = search.get('sourceId') || undefined;
  return {
    sourceType,
    sourceId,
    classYearIds: [],
    studentIds: [],
    startDate: format(today, 'yyyy-MM-dd'),
    dueDate: undefined,
  };
}

/** Maps the server's 422 field names onto the form's ("classYearIds.0" → "classYearIds"). */
export function formFieldOf(serverField: string): AssignField | null {
  const head = serverField.split('.')[0] ?? '';
  if (head === 'sourceType') return 'sourceId';
  return ASSIGN_FIELDS.find((field) => field === head) ?? null;
}

import type { z } from 'zod';

/**
 * Refuses a record whose key repeats an earlier record's in the same array: one body saying two
 * things about one cell (one student, one annotation id) is ambiguous, and "the last one wins" would
 * silently drop what the sender meant. Each repeat is an issue at its own index (`scores.3`, or
 * `entries.3.studentId` when the key is one field), so a 422 names exactly the record to remove.
 */
export function uniqueBy<T>(keyOf: (item: T) => string, message: string, keyField?: string) {
  return (items: ReadonlyArray<T>, context: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const key = keyOf(item);
      if (seen.has(key)) context.addIssue({ code: 'custom', path: keyField ? [index, keyField] : [index], message });
      seen.add(key);
    });
  };
}

/** The key of a record identified by several fields, e.g. a gradebook cell by student and assessment. */
export const compositeKey = (...parts: ReadonlyArray<string | number>): string => JSON.stringify(parts);

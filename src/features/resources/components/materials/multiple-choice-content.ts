import type { MaterialContent } from '@/domain/lesson-content/material-content';

let fallbackCounter = 0;

/**
 * A stable id for a new choice, so correct answers survive reordering and removal. `crypto.randomUUID` exists
 * only in secure contexts (https, localhost); a school serving the portal over plain http gets a local id.
 */
export function newChoiceId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  fallbackCounter += 1;
  return `choice-${Date.now().toString(36)}-${fallbackCounter}`;
}

/** A new question starts with two empty choices (the fewest allowed) and one mark. */
export function emptyMultipleChoice(): MaterialContent<'MULTIPLE_CHOICE'> {
  return {
    question: '',
    choices: [
      { id: newChoiceId(), text: '' },
      { id: newChoiceId(), text: '' },
    ],
    correctChoiceIds: [],
    maxMark: 1,
  };
}

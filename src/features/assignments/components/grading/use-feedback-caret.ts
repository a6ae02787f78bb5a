import { useCallback, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { insertComment, textToKeep, type Caret } from '../comment-bank/insert-text';
import type { GradingValues } from './grading-values';

/**
 * The feedback field's registration with its caret remembered once the teacher has been in it, so that a comment
 * bank click (which takes the focus away) inserts where they were, and saving keeps what they had selected.
 */
export function useFeedbackCaret(form: UseFormReturn<GradingValues>) {
  const element = useRef<HTMLTextAreaElement | null>(null);
  const visited = useRef(false);
  const registered = form.register('feedback');
  const { ref } = registered;
  const caret = (): Caret | null => {
    const field = element.current;
    return visited.current && field ? { start: field.selectionStart, end: field.selectionEnd } : null;
  };
  const setRef = useCallback(
    (node: HTMLTextAreaElement | null) => {
      ref(node);
      element.current = node;
    },
    [ref],
  );
  return {
    registration: {
      ...registered,
      ref: setRef,
      onFocus: () => {
        visited.current = true;
      },
    },
    textToKeep: () => textToKeep(form.getValues('feedback'), caret()),
    insert: (comment: string) => {
      const next = insertComment(form.getValues('feedback'), comment, caret());
      form.setValue('feedback', next.value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      const field = element.current;
      if (!field) return;
      field.focus();
      field.setSelectionRange(next.caret, next.caret);
      visited.current = true;
    },
  };
}

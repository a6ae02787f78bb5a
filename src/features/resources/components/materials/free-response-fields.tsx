import type { MaterialFieldsProps } from '@/features/resources/components/materials/types';
import { ContentTextField, MaxMarkField } from '@/features/resources/components/materials/question-fields';

/** The question, an optional model answer for whoever marks it, and the maximum mark. */
export function FreeResponseFields({ disabled }: MaterialFieldsProps) {
  return (
    <>
      <ContentTextField name="content.prompt" label="Question" rows={3} disabled={disabled} />
      <ContentTextField
        name="content.modelAnswer"
        label="Model answer (optional)"
        rows={4}
        disabled={disabled}
        help="What a full-mark answer contains. Reviewers and markers see it; students never do."
      />
      <MaxMarkField disabled={disabled} />
    </>
  );
}

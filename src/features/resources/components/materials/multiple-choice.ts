import type { MaterialTypeModule } from '@/features/resources/components/materials/types';
import { emptyMultipleChoice } from '@/features/resources/components/materials/multiple-choice-content';
import { MultipleChoiceFields } from '@/features/resources/components/materials/multiple-choice-fields';
import { MultipleChoiceView } from '@/features/resources/components/materials/multiple-choice-view';

/** Multiple Choice: a question, 2–10 choices, the correct ones, and the maximum mark. */
export const multipleChoiceModule: MaterialTypeModule<'MULTIPLE_CHOICE'> = {
  Fields: MultipleChoiceFields,
  View: MultipleChoiceView,
  emptyContent: emptyMultipleChoice,
};

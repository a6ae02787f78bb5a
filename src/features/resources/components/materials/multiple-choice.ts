import type { MaterialTypeModule } from './types';
import { emptyMultipleChoice } from './multiple-choice-content';
import { MultipleChoiceFields } from './multiple-choice-fields';
import { MultipleChoiceView } from './multiple-choice-view';

/** Multiple Choice: a question, 2–10 choices, the correct ones, and the maximum mark. */
export const multipleChoiceModule: MaterialTypeModule<'MULTIPLE_CHOICE'> = {
  Fields: MultipleChoiceFields,
  View: MultipleChoiceView,
  emptyContent: emptyMultipleChoice,
};

import type { MaterialTypeModule } from '@/features/resources/components/materials/types';
import { FillInTheBlankFields } from '@/features/resources/components/materials/fill-in-the-blank-fields';
import { FillInTheBlankView } from '@/features/resources/components/materials/fill-in-the-blank-view';

/** Fill In The Blank: a passage whose bracketed blanks hold their accepted answers. */
export const fillInTheBlankModule: MaterialTypeModule<'FITB'> = {
  Fields: FillInTheBlankFields,
  View: FillInTheBlankView,
  emptyContent: () => ({ passage: '', caseSensitive: false, maxMark: 1 }),
};

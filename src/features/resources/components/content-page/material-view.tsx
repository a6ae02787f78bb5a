import { memo } from 'react';
import type { Material } from '@/features/resources/api/resource-schemas';
import { viewOf } from '@/features/resources/components/material-editor/material-modules';

/** A material's read-only view (spec §4 view mode) through its type's module; memoised for long lessons. */
export const MaterialView = memo(
  function MaterialView({ material, showAnswers }: { material: Material; showAnswers: boolean }) {
    const View = viewOf(material.materialType);
    return <View content={material.content} showAnswers={showAnswers} />;
  },
  // Only what the view shows: a renumbering move keeps each material's content object.
  (before, after) =>
    before.showAnswers === after.showAnswers &&
    before.material.materialType === after.material.materialType &&
    before.material.content === after.material.content,
);

import type { IssuedMaterial } from '@/features/assignments/api/grading-schemas';
import { maxMarkOf } from '@/domain/lesson-content/marking';

/** The questions that carry a mark, in the assignment's order: those grading by question walks. */
export function markedMaterials(materials: readonly IssuedMaterial[]): IssuedMaterial[] {
  return materials.filter((material) => maxMarkOf(material) !== null);
}

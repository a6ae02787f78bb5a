import { MaterialInputSchema, type MaterialInput } from '../../domain/lesson-content/material-content';
import type { IssuedAssignmentRow, PublishedContent, PublishedMaterial, ResourceContent } from '../resources/schema';
import type { IssuedMaterialRow, IssuedSnapshot } from './schema';

/** A stored material read back as the editor's input (the stored row's type no longer tells the variants apart). */
function asInput(material: Pick<PublishedMaterial, 'materialType' | 'title' | 'content'>): MaterialInput {
  return MaterialInputSchema.parse({ materialType: material.materialType, title: material.title, content: material.content });
}

/** What students of an issued assignment receive: the source's published materials and its settings, frozen. */
export function snapshotFrom(
  issued: Pick<IssuedAssignmentRow, 'id' | 'createdAt'>,
  source: ResourceContent | undefined,
  published: PublishedContent | undefined,
): IssuedSnapshot {
  const materials = (published?.materials ?? [])
    .map((material): IssuedMaterialRow => ({ ...asInput(material), id: material.id, order: material.order }))
    .sort((a, b) => a.order - b.order);
  const settings = source?.settings;
  return {
    id: issued.id,
    createdAt: issued.createdAt,
    settings: settings
      ? { assignmentType: settings.assignmentType, questionOrder: settings.questionOrder, answerReveal: settings.answerReveal, attempts: settings.attempts }
      : null,
    materials,
  };
}

export function takeSnapshotFrom(
  issued: Pick<IssuedAssignmentRow, 'id' | 'createdAt' | 'sourceId'>,
  seed: { resourceContents: readonly ResourceContent[]; publishedContents: readonly PublishedContent[] },
): IssuedSnapshot {
  return snapshotFrom(
    issued,
    seed.resourceContents.find((content) => content.id === issued.sourceId),
    seed.publishedContents.find((published) => published.id === issued.sourceId),
  );
}

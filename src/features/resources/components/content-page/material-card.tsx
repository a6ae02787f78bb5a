import { memo, Suspense, useCallback, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { ChatLeftText, PencilSquare, Trash } from 'react-bootstrap-icons';
import { PageLoader } from '@/components/page-loader';
import { LazyMaterialEditor } from '@/features/resources/components/material-editor/lazy-material-editor';
import type { ActivityEntry, ContentKind, Material } from '@/features/resources/api/resource-schemas';
import { MaterialView } from '@/features/resources/components/content-page/material-view';
import { MaterialComments } from '@/features/resources/components/review/material-comments';
import { MATERIAL_TYPE_LABELS } from '@/domain/lesson-content/material-types';

export interface MaterialCardProps {
  kind: ContentKind;
  contentId: string;
  material: Material;
  position: number;
  showAnswers: boolean;
  canEdit: boolean;
  editing: boolean;
  draftKey: string;
  comments: readonly ActivityEntry[];
  onEdit: (materialId: string, open: boolean) => void;
  onDelete: (material: Material) => void;
  onDirtyChange: (editorId: string, dirty: boolean) => void;
}

/**
 * A move renumbers every material (new objects with a new `order`); a card only re-renders when what
 * it shows changed, so a move in a 200-material lesson re-renders the cards whose position changed.
 */
function sameCard(before: MaterialCardProps, after: MaterialCardProps): boolean {
  const keys = Object.keys(after) as (keyof MaterialCardProps)[];
  const a = before.material;
  const b = after.material;
  const sameMaterial =
    a.id === b.id && a.title === b.title && a.materialType === b.materialType && a.content === b.content && a.version === b.version && a.commentsCount === b.commentsCount;
  return sameMaterial && keys.every((key) => key === 'material' || before[key] === after[key]);
}

/** One material on the lesson page: anchor `material-<id>`, type, title, its view or its editor, comments. */
export const MaterialCard = memo(function MaterialCard(props: MaterialCardProps) {
  const { kind, contentId, material, position, showAnswers, canEdit, editing, draftKey, comments, onEdit, onDelete, onDirtyChange } = props;
  const [showComments, setShowComments] = useState(false);
  const headingId = `material-${material.id}-title`;
  const commentsCount = Math.max(material.commentsCount, comments.length);
  const materialId = material.id;
  const close = useCallback(() => onEdit(materialId, false), [onEdit, materialId]);
  const reportDirty = useCallback((dirty: boolean) => onDirtyChange(materialId, dirty), [onDirtyChange, materialId]);
  return (
    <Card as="article" id={`material-${material.id}`} className="material-card" aria-labelledby={headingId}>
      <Card.Header className="material-card-header">
        <span className="material-card-position">{position + 1}</span>
        <div className="min-w-0 flex-grow-1">
          <div className="material-card-type">{MATERIAL_TYPE_LABELS[material.materialType]}</div>
          <h2 id={headingId} className="h6 mb-0 text-break">
            {material.title}
          </h2>
        </div>
        {commentsCount > 0 ? (
          <Button
            variant="link"
            size="sm"
            className="text-decoration-none"
            aria-expanded={showComments}
            onClick={() => setShowComments((shown) => !shown)}
          >
            <ChatLeftText aria-hidden="true" /> <Badge bg="secondary">{commentsCount}</Badge>
            <span className="visually-hidden"> comments on {material.title}</span>
          </Button>
        ) : null}
        {canEdit && !editing ? (
          <div className="d-flex gap-1">
            <Button variant="outline-secondary" size="sm" onClick={() => onEdit(material.id, true)} aria-label={`Edit ${material.title}`}>
              <PencilSquare aria-hidden="true" /> Edit
            </Button>
            <Button variant="outline-danger" size="sm" onClick={() => onDelete(material)} aria-label={`Delete ${material.title}`}>
              <Trash aria-hidden="true" /> Delete
            </Button>
          </div>
        ) : null}
      </Card.Header>
      <Card.Body>
        {editing ? (
          <Suspense fallback={<PageLoader label="Opening the editor…" />}>
            <LazyMaterialEditor
              kind={kind}
              contentId={contentId}
              material={material}
              materialType={material.materialType}
              draftKey={draftKey}
              onClose={close}
              onDirtyChange={reportDirty}
            />
          </Suspense>
        ) : (
          <MaterialView material={material} showAnswers={showAnswers} />
        )}
      </Card.Body>
      {showComments && commentsCount > 0 ? (
        <Card.Footer className="bg-body">
          <MaterialComments comments={comments} />
        </Card.Footer>
      ) : null}
    </Card>
  );
}, sameCard);

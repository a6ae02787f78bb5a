import { Suspense, useCallback } from 'react';
import Card from 'react-bootstrap/Card';
import Dropdown from 'react-bootstrap/Dropdown';
import { PlusLg } from 'react-bootstrap-icons';
import { PageLoader } from '@/components/page-loader';
import { LazyMaterialEditor } from '@/features/resources/components/material-editor/lazy-material-editor';
import type { ContentKind } from '@/features/resources/api/resource-schemas';
import { NEW_MATERIAL } from '@/features/resources/rules/material-drafts';
import { CONTENT_MATERIAL_TYPES, MATERIAL_TYPE_LABELS, QUESTION_MATERIAL_TYPES, type MaterialType } from '@/domain/lesson-content/material-types';

interface AddMaterialProps {
  kind: ContentKind;
  contentId: string;
  /** The type being created, or null when no create editor is open. */
  creating: MaterialType | null;
  draftKey: string;
  onCreatingChange: (type: MaterialType | null) => void;
  onDirtyChange: (editorId: string, dirty: boolean) => void;
}

/** "Add material": choose one of the nine types, then fill in the create editor appended at the end. */
export function AddMaterial({ kind, contentId, creating, draftKey, onCreatingChange, onDirtyChange }: AddMaterialProps) {
  const close = useCallback(() => onCreatingChange(null), [onCreatingChange]);
  const reportDirty = useCallback((dirty: boolean) => onDirtyChange(NEW_MATERIAL, dirty), [onDirtyChange]);
  if (creating) {
    return (
      <Card className="material-card material-card-new">
        <Card.Body>
          <Suspense fallback={<PageLoader label="Opening the editor…" />}>
            <LazyMaterialEditor
              key={creating}
              kind={kind}
              contentId={contentId}
              materialType={creating}
              draftKey={draftKey}
              onClose={close}
              onDirtyChange={reportDirty}
            />
          </Suspense>
        </Card.Body>
      </Card>
    );
  }
  return (
    <Dropdown onSelect={(type) => onCreatingChange(CONTENT_MATERIAL_TYPES.concat(QUESTION_MATERIAL_TYPES).find((candidate) => candidate === type) ?? null)}>
      <Dropdown.Toggle variant="primary" id={`add-material-${contentId}`}>
        <PlusLg aria-hidden="true" /> Add material
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Header>Content</Dropdown.Header>
        {CONTENT_MATERIAL_TYPES.map((type) => (
          <Dropdown.Item key={type} eventKey={type} as="button">
            {MATERIAL_TYPE_LABELS[type]}
          </Dropdown.Item>
        ))}
        <Dropdown.Divider />
        <Dropdown.Header>Questions</Dropdown.Header>
        {QUESTION_MATERIAL_TYPES.map((type) => (
          <Dropdown.Item key={type} eventKey={type} as="button">
            {MATERIAL_TYPE_LABELS[type]}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}

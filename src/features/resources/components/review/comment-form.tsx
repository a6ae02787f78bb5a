import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useAddComment } from '@/features/resources/api/activity';
import type { ContentKind, Material } from '@/features/resources/api/resource-schemas';
import { COMMENT_MAX_LENGTH } from '@/domain/lesson-content/limits';
import { isMutationInFlight } from '@/lib/use-single-flight-mutation';

interface CommentFormProps {
  kind: ContentKind;
  contentId: string;
  materials: readonly Material[];
}

/** Adds a comment to the activity log, on the whole lesson or on one material. */
export function CommentForm({ kind, contentId, materials }: CommentFormProps) {
  const id = useId();
  const add = useAddComment(kind, contentId);
  const [comment, setComment] = useState('');
  const [materialId, setMaterialId] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    const text = comment.trim();
    if (!text) {
      setError('Write a comment first.');
      return;
    }
    try {
      await add.mutateAsync({ comment: text, materialId: materialId || undefined });
      setComment('');
    } catch (cause) {
      if (isMutationInFlight(cause)) return;
    }
  }

  return (
    <Form
      noValidate
      aria-label="Add a comment"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="d-flex flex-column gap-2"
    >
      <Form.Group controlId={`${id}-comment`}>
        <Form.Label>Comment</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          maxLength={COMMENT_MAX_LENGTH}
          value={comment}
          isInvalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setComment(event.target.value);
            setError(null);
          }}
        />
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      </Form.Group>
      <div className="d-flex flex-wrap align-items-end gap-2">
        <Form.Group controlId={`${id}-material`} className="flex-grow-1" style={{ minWidth: '12rem' }}>
          <Form.Label>About</Form.Label>
          <Form.Select value={materialId} onChange={(event) => setMaterialId(event.target.value)}>
            <option value="">The whole {kind}</option>
            {materials.map((material, index) => (
              <option key={material.id} value={material.id}>
                {index + 1}. {material.title}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Button type="submit" variant="outline-secondary" disabled={add.isPending}>
          Add comment
        </Button>
      </div>
    </Form>
  );
}

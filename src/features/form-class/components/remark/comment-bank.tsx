import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { MERGE_FIELDS, unknownMergeFields } from '@/features/form-class/rules/remark-merge-fields';
import { remarkCounterText, remarkLength } from '@/features/form-class/rules/remark-length';
import { countOf } from '@/domain/school/count-words';

/** A template of the teacher's remark comment bank. */
export interface RemarkTemplate {
  id: string;
  text: string;
}

/** Props of {@link CommentBank}. */
export interface CommentBankProps {
  templates: readonly RemarkTemplate[];
  selectedCount: number;
  onInsert: (template: string) => void;
  onAdd: (text: string) => Promise<unknown>;
  onDelete: (id: string) => Promise<unknown>;
  adding: boolean;
}

/**
 * The teacher's saved remark templates: insert one into the selected students' remarks (merge fields
 * expanded per student), keep a new one, delete one.
 */
export function CommentBank({ templates, selectedCount, onInsert, onAdd, onDelete, adding }: CommentBankProps) {
  const headingId = useId();
  const newId = useId();
  const [draft, setDraft] = useState('');
  const [deleting, setDeleting] = useState<RemarkTemplate | null>(null);
  const unknown = unknownMergeFields(draft);
  const { over, length } = remarkLength(draft);
  const canInsert = selectedCount > 0;

  return (
    <section aria-labelledby={headingId} className="border rounded p-3 bg-body">
      <h2 id={headingId} className="h6 mb-1">
        Comment bank
      </h2>
      <p className="small text-body-secondary mb-2">
        {canInsert
          ? `Inserting adds to the remark of ${countOf(selectedCount, 'selected student')}.`
          : 'Select students in the list to insert a comment into their remarks.'}{' '}
        Merge fields: {MERGE_FIELDS.map(({ field, meaning }) => `${field} ${meaning}`).join(', ')}; write {'{He}'} or{' '}
        {'{His}'} to start a sentence.
      </p>
      {templates.length === 0 ? (
        <p className="small text-body-secondary">No saved comments yet.</p>
      ) : (
        <ul className="list-unstyled mb-3 comment-bank-list">
          {templates.map((template) => (
            <li key={template.id} className="d-flex gap-2 align-items-start py-2 border-bottom">
              <span className="flex-grow-1 small">{template.text}</span>
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={!canInsert}
                aria-label={`Insert “${template.text}”`}
                onClick={() => onInsert(template.text)}
              >
                Insert
              </Button>
              <Button
                size="sm"
                variant="outline-danger"
                aria-label={`Delete “${template.text}”`}
                onClick={() => setDeleting(template)}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          if (length === 0 || over) return;
          void onAdd(draft.trim()).then(() => setDraft(''), () => undefined);
        }}
      >
        <Form.Label htmlFor={newId} className="small mb-1">
          New comment
        </Form.Label>
        <Form.Control
          id={newId}
          as="textarea"
          rows={2}
          size="sm"
          value={draft}
          isInvalid={over}
          aria-describedby={`${newId}-help`}
          onChange={(event) => setDraft(event.target.value)}
        />
        <div id={`${newId}-help`} className="d-flex justify-content-between gap-2 small mt-1">
          <span className={unknown.length > 0 || over ? 'text-danger' : 'text-body-secondary'}>
            {unknown.length > 0 ? `No student can fill ${unknown.join(', ')}.` : null}
          </span>
          <span className={over ? 'text-danger' : 'text-body-secondary'}>{remarkCounterText(draft)}</span>
        </div>
        <Button type="submit" size="sm" variant="outline-secondary" className="mt-2" disabled={adding || length === 0 || over}>
          Keep in comment bank
        </Button>
      </Form>
      <ConfirmDialog
        show={deleting !== null}
        title="Delete comment?"
        body={`Delete “${deleting?.text ?? ''}” from your comment bank? Remarks it was inserted into keep their text.`}
        confirmLabel="Delete"
        confirmVariant="danger"
        onConfirm={() => (deleting ? onDelete(deleting.id) : undefined)}
        onHide={() => setDeleting(null)}
      />
    </section>
  );
}

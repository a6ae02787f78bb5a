import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { DateInput } from '@/components/date-input';
import { FileUpload } from '@/components/file-upload/file-upload';
import { useCreateSveAssignment } from '@/features/sve/api/sve-api';
import { AttachedFiles } from '@/features/sve/components/attached-files';
import { issuesByField } from '@/features/sve/components/issues-by-field';
import { useSveUpload } from '@/features/sve/components/use-sve-upload';
import type { UploadedFile } from '@/domain/lesson-content/material-content';
import { SVE_ATTACHMENTS_MAX, SVE_INSTRUCTIONS_MAX, SveAssignmentBodySchema } from '@/domain/sve/bodies';
import { showToast } from '@/lib/toast-store';

type Errors = Partial<Record<'title' | 'dueDate' | 'instructions' | 'fileIds', string>>;

/** Set an assignment for an exam type: title, due date, instructions and files uploaded with entityType SVE. */
export function AssignmentForm({ sveExamTypeId, onDone }: { sveExamTypeId: string; onDone: () => void }) {
  const upload = useSveUpload();
  const create = useCreateSveAssignment(sveExamTypeId);
  const [title, setTitle] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [instructions, setInstructions] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = SveAssignmentBodySchema.safeParse({
      title,
      dueDate,
      instructions,
      fileIds: files.map((file) => file.id),
    });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (assignment) => {
        showToast({
          variant: 'success',
          message: `Assignment “${assignment.title}” set.`,
        });
        onDone();
      },
    });
  };

  return (
    <Card className="mb-3">
      <Card.Body>
        <Form noValidate onSubmit={submit} aria-label="New SVE assignment">
          <Form.Group controlId="sve-assignment-title" className="mb-3">
            <Form.Label>Title</Form.Label>
            <Form.Control
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              isInvalid={Boolean(errors.title)}
            />
            <Form.Control.Feedback type="invalid">{errors.title}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId="sve-assignment-due" className="mb-3">
            <Form.Label>Due date</Form.Label>
            <DateInput
              value={dueDate}
              label="Due date"
              onChange={(date) => setDueDate(date ?? '')}
              onInvalid={() => setDueDate('')}
            />
            {errors.dueDate ? <div className="invalid-feedback d-block">{errors.dueDate}</div> : null}
          </Form.Group>
          <Form.Group controlId="sve-assignment-instructions" className="mb-3">
            <Form.Label>Instructions</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={SVE_INSTRUCTIONS_MAX}
              value={instructions}
              onChange={(event) => setInstructions(event.target.value)}
              isInvalid={Boolean(errors.instructions)}
            />
            <Form.Control.Feedback type="invalid">{errors.instructions}</Form.Control.Feedback>
          </Form.Group>
          <FileUpload
            label="Attach files"
            upload={upload}
            onUploaded={(file) => setFiles((current) => [...current, file])}
            remaining={SVE_ATTACHMENTS_MAX - files.length}
          />
          <AttachedFiles
            files={files}
            onRemove={(fileId) => setFiles((current) => current.filter((file) => file.id !== fileId))}
          />
          {errors.fileIds ? <div className="invalid-feedback d-block">{errors.fileIds}</div> : null}
          <div className="d-flex gap-2 mt-3">
            <Button type="submit" disabled={create.isPending}>
              Set assignment
            </Button>
            <Button type="button" variant="outline-secondary" onClick={onDone}>
              Cancel
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}

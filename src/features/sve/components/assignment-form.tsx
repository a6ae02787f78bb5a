import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { DateInput } from '@/components/date-input';
import { FileUpload } from '@/components/file-upload/file-upload';
import { applyServerErrors, type FieldOf } from '@/components/record-form/apply-server-errors';
import { UploadedFileSchema } from '@/domain/lesson-content/material-content';
import { SVE_ATTACHMENTS_MAX, SVE_INSTRUCTIONS_MAX, SveAssignmentBodySchema, type SveAssignmentBody } from '@/domain/sve/bodies';
import { useCreateSveAssignment } from '@/features/sve/api/sve-api';
import { AttachedFiles } from '@/features/sve/components/attached-files';
import { useSveUpload } from '@/features/sve/components/use-sve-upload';
import { toApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toast-store';
import { isMutationInFlight } from '@/lib/use-single-flight-mutation';

const body = SveAssignmentBodySchema.shape;
/** The form as typed (the uploaded files themselves), checked by the body's own field rules. */
const AssignmentFormSchema = z
  .object({
    title: body.title,
    dueDate: body.dueDate,
    instructions: body.instructions,
    files: z
      .array(UploadedFileSchema)
      .transform((files) => files.map((file) => file.id))
      .pipe(body.fileIds),
  })
  .transform(({ files, ...rest }): SveAssignmentBody => ({ ...rest, fileIds: files }));
type AssignmentFormInput = z.input<typeof AssignmentFormSchema>;

/** A refusal's `fileIds` is about the attached files. */
const fieldOf: FieldOf<AssignmentFormInput> = (key) =>
  key === 'fileIds' ? 'files' : key === 'title' || key === 'dueDate' || key === 'instructions' ? key : null;

/** Set an assignment for an exam type: title, due date, instructions and files uploaded with entityType SVE. */
export function AssignmentForm({ sveExamTypeId, onDone }: { sveExamTypeId: string; onDone: () => void }) {
  const upload = useSveUpload();
  const create = useCreateSveAssignment(sveExamTypeId);
  const form = useForm<AssignmentFormInput, unknown, SveAssignmentBody>({
    resolver: zodResolver(AssignmentFormSchema),
    // As typed, a message stays until the next try: it never flickers while the field is corrected.
    reValidateMode: 'onSubmit',
    defaultValues: { title: '', dueDate: '', instructions: '', files: [] },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const assignment = await create.mutateAsync(values);
      showToast({ variant: 'success', message: `Assignment “${assignment.title}” set.` });
      onDone();
    } catch (cause) {
      // What no field shows is the mutation's own toast.
      if (!isMutationInFlight(cause)) applyServerErrors(form, toApiError(cause), fieldOf);
    }
  });

  return (
    <Card className="mb-3">
      <Card.Body>
        <Form noValidate onSubmit={(event) => void submit(event)} aria-label="New SVE assignment">
          <Form.Group controlId="sve-assignment-title" className="mb-3">
            <Form.Label>Title</Form.Label>
            <Form.Control {...form.register('title')} isInvalid={Boolean(errors.title)} />
            <Form.Control.Feedback type="invalid">{errors.title?.message}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId="sve-assignment-due" className="mb-3">
            <Form.Label>Due date</Form.Label>
            <Controller
              control={form.control}
              name="dueDate"
              render={({ field }) => (
                <DateInput
                  value={field.value}
                  label="Due date"
                  onChange={(date) => field.onChange(date ?? '')}
                  onInvalid={() => field.onChange('')}
                />
              )}
            />
            {errors.dueDate ? <div className="invalid-feedback d-block">{errors.dueDate.message}</div> : null}
          </Form.Group>
          <Form.Group controlId="sve-assignment-instructions" className="mb-3">
            <Form.Label>Instructions</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={SVE_INSTRUCTIONS_MAX}
              {...form.register('instructions')}
              isInvalid={Boolean(errors.instructions)}
            />
            <Form.Control.Feedback type="invalid">{errors.instructions?.message}</Form.Control.Feedback>
          </Form.Group>
          <Controller
            control={form.control}
            name="files"
            render={({ field: { value: files, onChange } }) => (
              <>
                <FileUpload
                  label="Attach files"
                  upload={upload}
                  onUploaded={(file) => onChange([...form.getValues('files'), file])}
                  remaining={SVE_ATTACHMENTS_MAX - files.length}
                />
                <AttachedFiles files={files} onRemove={(fileId) => onChange(files.filter((file) => file.id !== fileId))} />
              </>
            )}
          />
          {errors.files ? <div className="invalid-feedback d-block">{errors.files.message}</div> : null}
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

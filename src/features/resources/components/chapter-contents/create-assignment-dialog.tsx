import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { applyServerErrors, oneOf } from '@/components/record-form/apply-server-errors';
import { FormProblem } from '@/components/record-form/record-form-parts';
import { paths } from '@/config/paths';
import { CreateResourceAssignmentSchema, useCreateResourceAssignment } from '@/features/resources/api/chapter-contents';
import { AssignmentSettingsFields, SETTINGS_FIELDS } from '@/features/resources/components/assignment-settings/assignment-settings-fields';
import { defaultAssignmentSettings } from '@/features/resources/components/assignment-settings/default-settings';
import { toApiError } from '@/lib/api-error';
import { isMutationInFlight } from '@/lib/use-single-flight-mutation';

interface CreateAssignmentDialogProps {
  show: boolean;
  subjectId: string;
  chapterId: string;
  onHide: () => void;
}

type Values = z.input<typeof CreateResourceAssignmentSchema>;
const fieldOf = oneOf<Values>(['name', ...SETTINGS_FIELDS]);

/** Names a new assignment and sets how students take it, then opens it to add questions. */
export function CreateAssignmentDialog({ show, subjectId, chapterId, onHide }: CreateAssignmentDialogProps) {
  const create = useCreateResourceAssignment(chapterId, { suppressErrorToast: true });
  const [problem, setProblem] = useState<string | null>(null);
  const navigate = useNavigate();
  const form = useForm<Values, unknown, z.output<typeof CreateResourceAssignmentSchema>>({
    resolver: zodResolver(CreateResourceAssignmentSchema),
    defaultValues: { name: '', settings: defaultAssignmentSettings() },
  });
  const nameError = form.formState.errors.name?.message;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const { id } = await create.mutateAsync(values);
      onHide();
      form.reset();
      void navigate(paths.resourceAssignment.href({ subjectId, chapterId, assignmentId: id }));
    } catch (cause) {
      if (isMutationInFlight(cause)) return;
      setProblem(applyServerErrors(form, toApiError(cause, 'The assignment could not be created.'), fieldOf));
    }
  });

  return (
    <Modal show={show} onHide={onHide} aria-labelledby="create-assignment-title" size="lg" centered>
      <FormProvider {...form}>
        <Form noValidate onSubmit={(event) => void submit(event)}>
          <Modal.Header closeButton closeLabel="Close">
            <Modal.Title id="create-assignment-title" as="h2" className="h5">
              New assignment
            </Modal.Title>
          </Modal.Header>
          <Modal.Body className="d-flex flex-column gap-3">
            <Form.Group controlId="create-assignment-name">
              <Form.Label>Assignment name</Form.Label>
              <Form.Control {...form.register('name')} isInvalid={Boolean(nameError)} aria-describedby={nameError ? 'create-assignment-name-error' : undefined} />
              <Form.Control.Feedback type="invalid" id="create-assignment-name-error">
                {nameError}
              </Form.Control.Feedback>
            </Form.Group>
            <AssignmentSettingsFields disabled={create.isPending} />
            <FormProblem problem={problem} className="mb-0" />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onHide}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              Create assignment
            </Button>
          </Modal.Footer>
        </Form>
      </FormProvider>
    </Modal>
  );
}

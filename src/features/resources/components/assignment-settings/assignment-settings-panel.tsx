import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useUpdateResourceAssignment } from '@/features/resources/api/resource-assignments';
import type { ResourceAssignment } from '@/features/resources/api/resource-schemas';
import { applyServerErrors, oneOf } from '@/components/record-form/apply-server-errors';
import {
  AssignmentSettingsFields,
  SETTINGS_FIELDS,
  type WithSettings,
} from '@/features/resources/components/assignment-settings/assignment-settings-fields';
import { toApiError } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { AssignmentSettingsSchema } from '@/domain/lesson-content/assignment-settings';
import { isMutationInFlight } from '@/lib/use-single-flight-mutation';

const FormSchema = z.object({ settings: AssignmentSettingsSchema });
const fieldOf = oneOf<WithSettings>(SETTINGS_FIELDS);

function SettingsEditor({ assignment, onClose }: { assignment: ResourceAssignment; onClose: () => void }) {
  const update = useUpdateResourceAssignment(assignment.id, { suppressErrorToast: true });
  const form = useForm<WithSettings>({ resolver: zodResolver(FormSchema), defaultValues: { settings: assignment.settings } });
  const [problem, setProblem] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ settings }) => {
    setProblem(null);
    try {
      await update.mutateAsync({ name: assignment.name, settings, version: assignment.version });
      onClose();
    } catch (cause) {
      if (isMutationInFlight(cause)) return;
      const info = toApiError(cause, 'The assignment could not be saved.');
      setProblem(
        info.status === 409
          ? 'Someone else changed this assignment after you opened it. Your settings are still here; close the editor to see the latest ones.'
          : applyServerErrors(form, info, fieldOf),
      );
    }
  });
  return (
    <FormProvider {...form}>
      <Form noValidate aria-label="Assignment settings" onSubmit={(event) => void submit(event)}>
        {problem ? (
          <Alert variant="warning" className="py-2">
            <span role="alert">{problem}</span>
          </Alert>
        ) : null}
        <AssignmentSettingsFields disabled={update.isPending} />
        <div className="d-flex gap-2 mt-3">
          <Button type="submit" disabled={update.isPending}>
            Save settings
          </Button>
          <Button variant="outline-secondary" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
        </div>
      </Form>
    </FormProvider>
  );
}

/** The assignment's settings (spec §3), edited in place by a setter while the assignment is editable. */
export function AssignmentSettingsPanel({ assignment, canEdit }: { assignment: ResourceAssignment; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const { settings } = assignment;
  const items: [string, string][] = [
    ['Assignment type', settings.assignmentType],
    ['Question order', settings.questionOrder],
    ['Answer reveal', settings.answerReveal],
    ['Attempts', String(settings.attempts)],
    ['Start date', formatDate(settings.startDate)],
    ['Due date', formatDate(settings.dueDate)],
  ];
  return (
    <Card as="section" aria-labelledby="settings-title" className="mb-3">
      <Card.Header className="d-flex align-items-center justify-content-between bg-body">
        <h2 id="settings-title" className="h6 mb-0">
          Settings
        </h2>
        {canEdit && !editing ? (
          <Button variant="outline-secondary" size="sm" onClick={() => setEditing(true)}>
            Edit settings
          </Button>
        ) : null}
      </Card.Header>
      <Card.Body>
        {editing ? (
          <SettingsEditor assignment={assignment} onClose={() => setEditing(false)} />
        ) : (
          <dl className="assignment-settings-grid mb-0">
            {items.map(([label, value]) => (
              <div key={label}>
                <dt className="small fw-normal text-body-secondary">{label}</dt>
                <dd className="mb-0">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </Card.Body>
    </Card>
  );
}

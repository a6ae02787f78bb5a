import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormProvider, type Path } from 'react-hook-form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useRecordForm } from '@/components/record-form/use-record-form';
import { contentQueryOptions } from '@/features/resources/api/content';
import { useCreateMaterial, useUpdateMaterial } from '@/features/resources/api/material-mutations';
import type { ContentKind, Material } from '@/features/resources/api/resource-schemas';
import { ConflictAlert } from '@/features/resources/components/material-editor/conflict-alert';
import { materialModules, type MaterialFormValues } from '@/features/resources/components/material-editor/material-modules';
import { draftValues, valuesOf } from '@/features/resources/components/material-editor/material-values';
import { MaterialDraftSchema } from '@/features/resources/rules/material-drafts';
import { GENERIC_ERROR_MESSAGE } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { MaterialInputSchema, type MaterialInput } from '@/domain/lesson-content/material-content';
import { MATERIAL_TYPE_LABELS, type MaterialType } from '@/domain/lesson-content/material-types';

export interface MaterialEditorProps {
  kind: ContentKind;
  contentId: string;
  /** The material being edited (update mode); absent when creating one of `materialType`. */
  material?: Material;
  materialType: MaterialType;
  /** localStorage key of this editor's draft. */
  draftKey: string;
  onClose: () => void;
  /** Tells the page whether unsaved typing is open here (for the leave guard). */
  onDirtyChange: (dirty: boolean) => void;
}

const DELETED_MESSAGE = 'This material has been deleted by someone else. Copy what you need before closing the editor.';

/** The editor's fields a 422 names: the title and the type's content (`content.choices`, the shared schemas' paths). */
const fieldOf = (key: string): Path<MaterialFormValues> | null =>
  // Paths come from the server; react-hook-form keeps errors for paths the type's fields do not show harmlessly.
  key === 'title' || key.startsWith('content') ? (key as Path<MaterialFormValues>) : null;

/**
 * The generic material editor (create and update modes, spec §4): the title and the type's own fields
 * under one form checked by the shared MaterialInputSchema; drafts kept in this browser; the server's
 * 422 shown on its fields; a 409 keeps what was typed and offers to load the latest version.
 */
export function MaterialEditor({ kind, contentId, material, materialType, draftKey, onClose, onDirtyChange }: MaterialEditorProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [discarding, setDiscarding] = useState(false);
  const create = useCreateMaterial(kind, contentId, { suppressErrorToast: true });
  const update = useUpdateMaterial(kind, contentId, { suppressErrorToast: true });
  const { form, dirty, restored, restoredDraft, conflict, problem, submit, saving, discard } = useRecordForm({
    schema: MaterialInputSchema,
    saved: material,
    toValues: (saved?: Material): MaterialFormValues => valuesOf(materialType, saved),
    toForm: (values) => values,
    fromForm: (values) => ({ ...values }),
    toBody: (input: MaterialInput, version) => ({ input, version }),
    draftKey,
    draft: {
      schema: MaterialDraftSchema,
      toStored: (values, baseVersion) => ({
        materialType: values.materialType,
        values: { ...values },
        baseVersion,
        savedAt: new Date().toISOString(),
      }),
      // A restored draft saves against the version it was typed on, so a save in between is still caught (409).
      fromStored: (stored) => {
        const values = stored.materialType === materialType ? draftValues(stored, materialType) : null;
        return values ? { values, version: stored.baseVersion } : null;
      },
    },
    save: ({ input, version }) =>
      material && version !== null
        ? update.mutateAsync({ materialId: material.id, input, version })
        : create.mutateAsync(input),
    reload: async () => {
      const content = await queryClient.fetchQuery({ ...contentQueryOptions(kind, contentId), staleTime: 0 });
      const latest = content.materials.find((candidate) => candidate.id === material?.id);
      if (!latest) throw new Error(DELETED_MESSAGE);
      return latest;
    },
    versionOf: (record) => record.version,
    fieldOf,
    errorFallback: GENERIC_ERROR_MESSAGE,
    onSaved: onClose,
  });
  const { Fields } = materialModules[materialType];
  const titleError = form.formState.errors.title?.message;
  const label = MATERIAL_TYPE_LABELS[materialType];

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  return (
    <FormProvider {...form}>
      <Form noValidate className="material-editor" aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
        <h3 id={`${id}-title`} className="h6 mb-3">
          {material ? `Edit ${label}` : `New ${label}`}
        </h3>
        {restored ? (
          <Alert variant="info" className="d-flex flex-wrap align-items-center justify-content-between gap-2 py-2">
            <span role="status">
              Restored your unsaved changes{restoredDraft ? ` from ${formatDateTime(restoredDraft.savedAt)}` : ''}.
            </span>
            <Button variant="outline-secondary" size="sm" onClick={discard}>
              Discard
            </Button>
          </Alert>
        ) : null}
        {conflict ? <ConflictAlert onReload={conflict.loadTheirs} /> : null}
        {problem ? (
          <Alert variant="danger" className="py-2">
            <span role="alert">{problem}</span>
          </Alert>
        ) : null}
        <Form.Group controlId={`${id}-title-field`} className="mb-3">
          <Form.Label>Title</Form.Label>
          <Form.Control {...form.register('title')} disabled={saving} isInvalid={Boolean(titleError)} aria-invalid={Boolean(titleError) || undefined} aria-describedby={titleError ? `${id}-title-error` : undefined} />
          <Form.Control.Feedback type="invalid" id={`${id}-title-error`}>
            {titleError}
          </Form.Control.Feedback>
        </Form.Group>
        <Fields disabled={saving} />
        <div className="d-flex gap-2 mt-3">
          <Button type="submit" disabled={saving} aria-busy={saving}>
            {saving ? 'Saving…' : material ? 'Save' : 'Add material'}
          </Button>
          <Button variant="outline-secondary" disabled={saving} onClick={() => (dirty ? setDiscarding(true) : onClose())}>
            Cancel
          </Button>
        </div>
        <ConfirmDialog
          show={discarding}
          title="Discard your changes?"
          body="What you typed in this editor will be lost."
          confirmLabel="Discard"
          confirmVariant="danger"
          cancelLabel="Keep editing"
          onConfirm={() => {
            discard();
            onClose();
          }}
          onHide={() => setDiscarding(false)}
        />
      </Form>
    </FormProvider>
  );
}

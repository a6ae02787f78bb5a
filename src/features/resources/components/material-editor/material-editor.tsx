import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm } from 'react-hook-form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { contentQueryOptions } from '@/features/resources/api/content';
import { useCreateMaterial, useUpdateMaterial } from '@/features/resources/api/material-mutations';
import type { ContentKind, Material } from '@/features/resources/api/resource-schemas';
import { ConflictAlert } from '@/features/resources/components/material-editor/conflict-alert';
import { readMaterialDraft } from '@/features/resources/components/material-editor/material-draft-storage';
import { materialModules, type MaterialFormValues } from '@/features/resources/components/material-editor/material-modules';
import { draftValues, valuesOf } from '@/features/resources/components/material-editor/material-values';
import { applyServerErrors } from '@/features/resources/components/material-editor/server-errors';
import { useMaterialDraft } from '@/features/resources/components/material-editor/use-material-draft';
import { toApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { MaterialInputSchema, type MaterialInput } from '@/domain/lesson-content/material-content';
import { MATERIAL_TYPE_LABELS, type MaterialType } from '@/domain/lesson-content/material-types';
import { isMutationInFlight } from '@/lib/use-single-flight-mutation';

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

/**
 * The generic material editor (create and update modes, spec §4): the title and the type's own fields
 * under one form checked by the shared MaterialInputSchema; drafts kept in this browser; the server's
 * 422 shown on its fields; a 409 keeps what was typed and offers to load the latest version.
 */
export function MaterialEditor({ kind, contentId, material, materialType, draftKey, onClose, onDirtyChange }: MaterialEditorProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [draft] = useState(() => readMaterialDraft(draftKey));
  const restorable = draft?.materialType === materialType ? draftValues(draft, materialType) : null;
  const [initial, setInitial] = useState<MaterialFormValues>(() => valuesOf(materialType, material));
  const [restored, setRestored] = useState(restorable !== null);
  const [baseVersion, setBaseVersion] = useState<number | null>(() => {
    // A restored draft saves against the version it was typed on, so a save in between is still caught (409).
    const drafted = restorable ? draft?.baseVersion : undefined;
    return drafted ?? material?.version ?? null;
  });
  const [conflict, setConflict] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const form = useForm<MaterialFormValues, unknown, MaterialInput>({
    resolver: zodResolver(MaterialInputSchema),
    defaultValues: restorable ?? initial,
  });
  const clearDraft = useMaterialDraft(draftKey, form, initial, baseVersion);
  const create = useCreateMaterial(kind, contentId, { suppressErrorToast: true });
  const update = useUpdateMaterial(kind, contentId, { suppressErrorToast: true });
  const saving = create.isPending || update.isPending;
  const dirty = restored || form.formState.isDirty;
  const { Fields } = materialModules[materialType];
  const titleError = form.formState.errors.title?.message;
  const label = MATERIAL_TYPE_LABELS[materialType];

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const submit = form.handleSubmit(async (input) => {
    setProblem(null);
    try {
      if (material && baseVersion !== null) await update.mutateAsync({ materialId: material.id, input, version: baseVersion });
      else await create.mutateAsync(input);
      clearDraft();
      onClose();
    } catch (cause) {
      if (isMutationInFlight(cause)) return;
      if (toApiError(cause).status === 409) setConflict(true);
      else setProblem(applyServerErrors(cause, form.setError));
    }
  });

  async function reloadLatest() {
    const content = await queryClient.fetchQuery({ ...contentQueryOptions(kind, contentId), staleTime: 0 });
    const latest = content.materials.find((candidate) => candidate.id === material?.id);
    if (!latest) {
      setProblem('This material has been deleted by someone else. Copy what you need before closing the editor.');
      setConflict(false);
      return;
    }
    const values = valuesOf(materialType, latest);
    setInitial(values);
    form.reset(values);
    setBaseVersion(latest.version);
    clearDraft();
    setRestored(false);
    setConflict(false);
  }

  function discard() {
    form.reset(initial);
    setBaseVersion(material?.version ?? null);
    clearDraft();
    setRestored(false);
  }

  return (
    <FormProvider {...form}>
      <Form noValidate className="material-editor" aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
        <h3 id={`${id}-title`} className="h6 mb-3">
          {material ? `Edit ${label}` : `New ${label}`}
        </h3>
        {restored ? (
          <Alert variant="info" className="d-flex flex-wrap align-items-center justify-content-between gap-2 py-2">
            <span role="status">
              Restored your unsaved changes{draft ? ` from ${formatDateTime(draft.savedAt)}` : ''}.
            </span>
            <Button variant="outline-secondary" size="sm" onClick={discard}>
              Discard
            </Button>
          </Alert>
        ) : null}
        {conflict ? <ConflictAlert onReload={reloadLatest} /> : null}
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
            clearDraft();
            onClose();
          }}
          onHide={() => setDiscarding(false)}
        />
      </Form>
    </FormProvider>
  );
}

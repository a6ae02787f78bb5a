import { useEffect, useId, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { PlusLg, Trash } from 'react-bootstrap-icons';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { MaterialFieldsProps } from '@/features/resources/components/materials/types';
import { ErrorEditingPassage } from '@/features/resources/components/materials/error-editing-passage';
import {
  ContentTextField,
  errorAt,
  MaxMarkField,
  type QuestionFormValues,
} from '@/features/resources/components/materials/question-fields';

type Values = QuestionFormValues<'ERROR_EDITING'>;

/** Instructions, the passage, each error as written in it with its correction, and the maximum mark; a live preview. */
export function ErrorEditingFields({ disabled }: MaterialFieldsProps) {
  const id = useId();
  const {
    control,
    setFocus,
    formState: { errors },
  } = useFormContext<Values>();
  const { fields, append, remove } = useFieldArray({ control, name: 'content.errors' });
  const passage = useWatch({ control, name: 'content.passage' }) ?? '';
  const rows = useWatch({ control, name: 'content.errors' }) ?? [];
  const listError = errorAt(errors, 'content.errors');
  // After a removal, focus goes to the row before (or the one that takes its place, or the add button) once
  // the list has re-rendered.
  const pendingFocus = useRef<(() => void) | null>(null);
  useEffect(() => {
    pendingFocus.current?.();
    pendingFocus.current = null;
  }, [fields]);

  const removeRow = (index: number) => {
    const next = index === 0 ? 0 : index - 1;
    pendingFocus.current =
      fields.length > 1
        ? () => setFocus(`content.errors.${next}.wrong`)
        : () => document.getElementById(`${id}-add`)?.focus();
    remove(index);
  };

  return (
    <>
      <ContentTextField
        name="content.instructions"
        label="Instructions (optional)"
        rows={2}
        placeholder="For example: each line has one error. Underline it and write the correct word."
        disabled={disabled}
      />
      <ContentTextField
        name="content.passage"
        label="Passage"
        rows={5}
        disabled={disabled}
        help="Write the passage as students see it, errors included."
      />
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1">Errors and corrections</legend>
        <Form.Text as="p" className="mt-0 mb-2">
          Copy each error exactly as it appears in the passage, then give its correction.
        </Form.Text>
        <ol className="list-unstyled mb-2">
          {fields.map((row, index) => {
            const number = index + 1;
            return (
              <li key={row.id} className="d-flex flex-wrap align-items-start gap-2 mb-2">
                <div className="flex-grow-1" style={{ minWidth: '10rem' }}>
                  <ContentTextField
                    name={`content.errors.${index}.wrong`}
                    label={`Error ${number}`}
                    disabled={disabled}
                  />
                </div>
                <div className="flex-grow-1" style={{ minWidth: '10rem' }}>
                  <ContentTextField
                    name={`content.errors.${index}.correction`}
                    label={`Correction ${number}`}
                    disabled={disabled}
                  />
                </div>
                <Button
                  variant="outline-danger"
                  size="sm"
                  style={{ marginTop: '1.6rem' }}
                  aria-label={`Remove error ${number}`}
                  disabled={disabled}
                  onClick={() => removeRow(index)}
                >
                  <Trash aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ol>
        {listError ? <p className="invalid-feedback d-block mb-2">{listError}</p> : null}
        <Button
          id={`${id}-add`}
          variant="outline-secondary"
          size="sm"
          disabled={disabled}
          onClick={() => append({ wrong: '', correction: '' })}
        >
          <PlusLg aria-hidden="true" className="me-1" />
          Add error
        </Button>
      </fieldset>
      <section className="mb-3 rounded border bg-body-tertiary px-3 py-2" aria-labelledby={`${id}-preview`}>
        <p id={`${id}-preview`} className="fw-semibold mb-1">
          Preview with the errors marked
        </p>
        {passage.trim() ? (
          <ErrorEditingPassage passage={passage} wrongs={rows.map((row) => row.wrong?.trim() ?? '')} />
        ) : (
          <p className="small text-body-secondary mb-0">The passage appears here as you write it.</p>
        )}
      </section>
      <MaxMarkField disabled={disabled} />
    </>
  );
}

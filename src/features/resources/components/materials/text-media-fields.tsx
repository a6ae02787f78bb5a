import { useEffect, useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useController } from 'react-hook-form';
import { LazyRichTextEditor } from '@/components/rich-text/lazy-rich-text-editor';
import type { MaterialInput } from '@/domain/lesson-content/material-content';
import type { MaterialFieldsProps } from '@/features/resources/components/materials/types';

/** Text/Media: rich text (headings, emphasis, lists, links), stored as HTML in `content.html`. */
export function TextMediaFields({ disabled }: MaterialFieldsProps) {
  const id = useId();
  const inputId = `${id}-html`;
  const { field, fieldState } = useController<MaterialInput, 'content.html'>({
    name: 'content.html',
  });
  const error = fieldState.error?.message;
  const { ref } = field;
  // The editable area is not an <input>: give the form a way to focus it on a validation error.
  useEffect(() => ref({ focus: () => document.getElementById(inputId)?.focus() }), [ref, inputId]);
  return (
    <Form.Group className="mb-3">
      <Form.Label as="div" id={`${id}-label`}>
        Content
      </Form.Label>
      <LazyRichTextEditor
        id={inputId}
        label="Content"
        labelId={`${id}-label`}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={disabled}
        invalid={error !== undefined}
        describedBy={error ? `${id}-error` : undefined}
      />
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`} className="d-block">
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}

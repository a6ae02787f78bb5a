import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useController, useFormContext } from 'react-hook-form';
import { FileDownloadButton } from '@/components/file-upload/file-preview';
import { FileUpload } from '@/components/file-upload/file-upload';
import { uploadLessonFile, useLoadLessonFile } from '@/features/resources/components/materials/attach-files-load';
import { MaxMarkField } from '@/features/resources/components/materials/question-fields';
import type { MaterialFieldsProps } from '@/features/resources/components/materials/types';
import { ATTACH_FILES_MAX_FILES } from '@/domain/lesson-content/limits';
import type { MaterialInput, UploadedFile } from '@/domain/lesson-content/material-content';

const TOO_MANY_FILES = `Attach at most ${ATTACH_FILES_MAX_FILES} files.`;

/** Attach Files: instructions and up to ten uploaded files (each checked before sending). */
export function AttachFilesFields({ disabled }: MaterialFieldsProps) {
  const id = useId();
  const loadFile = useLoadLessonFile();
  const { register, getFieldState, formState, getValues } = useFormContext<MaterialInput>();
  const { field, fieldState } = useController<MaterialInput, 'content.files'>({
    name: 'content.files',
  });
  const files: UploadedFile[] = Array.isArray(field.value) ? field.value : [];
  const instructionsError = getFieldState('content.instructions', formState).error?.message;
  const filesError = fieldState.error?.message;
  // Several uploads finish one after another: each appends to the list as it is now, not as it was rendered.
  const current = (): UploadedFile[] => {
    const value = getValues('content.files');
    return Array.isArray(value) ? value : [];
  };
  const add = (file: UploadedFile) => field.onChange([...current(), file]);
  const remove = (fileId: string) => field.onChange(current().filter((file) => file.id !== fileId));
  const remaining = ATTACH_FILES_MAX_FILES - files.length;
  return (
    <>
      <Form.Group controlId={`${id}-instructions`} className="mb-3">
        <Form.Label>Instructions (optional)</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          disabled={disabled}
          isInvalid={instructionsError !== undefined}
          aria-invalid={instructionsError !== undefined}
          aria-describedby={instructionsError ? `${id}-instructions-error` : undefined}
          {...register('content.instructions')}
        />
        <Form.Control.Feedback type="invalid" id={`${id}-instructions-error`}>
          {instructionsError}
        </Form.Control.Feedback>
      </Form.Group>
      {files.length > 0 && (
        <ul className="list-unstyled mb-2" aria-label="Attached files">
          {files.map((file) => (
            <li key={file.id} className="d-flex align-items-center justify-content-between gap-2 py-1 border-bottom">
              <FileDownloadButton file={file} loadFile={loadFile} />
              <Button
                type="button"
                size="sm"
                variant="outline-danger"
                disabled={disabled}
                onClick={() => remove(file.id)}
                aria-label={`Remove ${file.fileName}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="mb-3">
        <FileUpload
          label={files.length > 0 ? 'Add files' : 'Files'}
          upload={uploadLessonFile}
          onUploaded={add}
          remaining={remaining}
          tooManyMessage={TOO_MANY_FILES}
          disabled={disabled || remaining <= 0}
          describedBy={filesError ? `${id}-files-error` : undefined}
        />
        {filesError && (
          <Form.Control.Feedback type="invalid" id={`${id}-files-error`} className="d-block">
            {filesError}
          </Form.Control.Feedback>
        )}
      </div>
      <MaxMarkField disabled={disabled} optional />
    </>
  );
}

import type { UploadedFile } from '@/domain/lesson-content/material-content';
import type { Annotation } from '@/features/assignments/rules/annotation';
import type { AnswerViewProps } from './answer-types';
import { AttachmentView } from './attachment-view';
import { NoAnswer } from './no-answer';

export interface AnnotationBinding {
  /** The file's annotations, on all its pages. */
  annotationsOf: (fileId: string) => readonly Annotation[];
  onAnnotationsChange: (fileId: string, annotations: Annotation[]) => void;
  /** Files are shown without the text tool in the page (grading a question across the class opens it in a dialog). */
  annotationsReadOnly?: boolean;
  /** Given, each image or PDF offers "Annotate", which calls this instead of opening the tool in the page. */
  onAnnotate?: (file: UploadedFile) => void;
}

/** The instructions and every file the student attached. */
export function AttachFilesAnswer(props: AnswerViewProps<'ATTACH_FILES'> & AnnotationBinding) {
  const { content, answer, annotationsOf, onAnnotationsChange, annotationsReadOnly, onAnnotate } = props;
  const files = answer?.files ?? [];
  return (
    <div>
      {content.instructions ? <p className="mb-2 answer-prompt">{content.instructions}</p> : null}
      {files.length === 0 ? <NoAnswer /> : null}
      <div className="d-grid gap-3">
        {files.map((file) => (
          <AttachmentView
            key={file.id}
            file={file}
            annotations={annotationsOf(file.id)}
            onAnnotationsChange={(annotations) => onAnnotationsChange(file.id, annotations)}
            readOnly={annotationsReadOnly}
            onAnnotate={onAnnotate ? () => onAnnotate(file) : undefined}
          />
        ))}
      </div>
    </div>
  );
}

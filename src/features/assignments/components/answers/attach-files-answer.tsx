import type { Annotation } from '@/features/assignments/rules/annotation';
import type { AnswerViewProps } from './answer-types';
import { AttachmentView } from './attachment-view';
import { NoAnswer } from './no-answer';

export interface AnnotationBinding {
  /** The file's annotations, on all its pages. */
  annotationsOf: (fileId: string) => readonly Annotation[];
  onAnnotationsChange: (fileId: string, annotations: Annotation[]) => void;
  /** Files are shown without the text tool (grading a question across the class annotates on the student's page). */
  annotationsReadOnly?: boolean;
}

/** The instructions and every file the student attached. */
export function AttachFilesAnswer({ content, answer, annotationsOf, onAnnotationsChange, annotationsReadOnly }: AnswerViewProps<'ATTACH_FILES'> & AnnotationBinding) {
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
          />
        ))}
      </div>
    </div>
  );
}

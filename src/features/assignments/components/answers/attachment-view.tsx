import { useDeferredValue, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { PencilSquare } from 'react-bootstrap-icons';
import { useObjectUrl } from '@/entities/uploaded-file/object-url';
import { useFileContent } from '@/entities/uploaded-file/uploaded-file';
import type { UploadedFile } from '@/domain/lesson-content/material-content';
import { LazyAnnotation } from '@/features/assignments/components/annotation/lazy-annotation';
import type { Annotation } from '@/features/assignments/rules/annotation';
import { AttachmentDownload } from './attachment-download';
import { PdfPreview } from '@/components/pdf-preview/pdf-preview';
import { previewKindOf } from './previewable';
import { countOf } from '@/domain/school/count-words';

export interface AttachmentViewProps {
  file: UploadedFile;
  annotations: readonly Annotation[];
  onAnnotationsChange: (annotations: Annotation[]) => void;
  /** Shown without the text tool in the page. */
  readOnly?: boolean;
  /** Given, "Annotate" calls this (the tool opens elsewhere, in a dialog) instead of opening the tool here. */
  onAnnotate?: () => void;
}

const countLabel = (count: number) => countOf(count, 'annotation');

/**
 * One attachment of a student's answer: an image or PDF shown in the page with "Annotate" (the lazy text tool),
 * any other type offered as a download only.
 */
export function AttachmentView({ file, annotations, onAnnotationsChange, readOnly = false, onAnnotate }: AttachmentViewProps) {
  const kind = previewKindOf(file.mimeType);
  const content = useFileContent(kind === 'download' ? null : file.id);
  const url = useObjectUrl(content.data);
  const [annotating, setAnnotating] = useState(false);
  // The viewer (an image to decode, a PDF's page, the annotation canvas) is created in a render of its own
  // after the page has painted: with the file already fetched ahead, it would otherwise hold back the next
  // student's name and questions (issue 22, grading the next student).
  const viewerShown = useDeferredValue(true, false);
  // Saved annotations are drawn over the page even when the tools are closed, so the teacher sees what was written.
  const annotated = annotations.length > 0;

  if (kind === 'download') {
    return (
      <div className="answer-attachment">
        <AttachmentDownload file={file} />
        <p className="small text-body-secondary mb-0">This type of file is not shown in the page.</p>
      </div>
    );
  }
  return (
    <figure className="answer-attachment mb-0">
      <div className="d-flex align-items-center gap-2 flex-wrap mb-2">
        {onAnnotate ? (
          <Button type="button" size="sm" variant="outline-secondary" onClick={onAnnotate} aria-haspopup="dialog" aria-label={`Annotate ${file.fileName}`}>
            <PencilSquare aria-hidden="true" className="me-1" />
            Annotate
          </Button>
        ) : null}
        {readOnly || onAnnotate ? null : (
          <>
            <Button
              type="button"
              size="sm"
              variant="outline-secondary"
              active={annotating}
              onClick={() => setAnnotating((open) => !open)}
              aria-expanded={annotating}
              aria-label={annotating ? `Close the annotation tools for ${file.fileName}` : `Annotate ${file.fileName}`}
            >
              <PencilSquare aria-hidden="true" className="me-1" />
              {annotating ? 'Done annotating' : 'Annotate'}
            </Button>
            <span className="small text-body-secondary">{countLabel(annotations.length)}</span>
          </>
        )}
        <AttachmentDownload file={file} />
      </div>
      {content.isError ? <p className="text-danger small">The preview of “{file.fileName}” could not be loaded.</p> : null}
      {!content.isError && (url === null || !content.data || !viewerShown) ? (
        <p className="small text-body-secondary" role="status">
          Loading {file.fileName}…
        </p>
      ) : null}
      {viewerShown && url !== null && content.data && (annotating || annotated) ? (
        <LazyAnnotation
          source={kind === 'image' ? { kind: 'image', url } : { kind: 'pdf', blob: content.data }}
          annotations={annotations}
          onChange={onAnnotationsChange}
          readOnly={!annotating}
        />
      ) : null}
      {viewerShown && url !== null && !annotating && !annotated && kind === 'image' ? (
        <img src={url} alt={`${file.fileName}, attached by the student`} className="answer-image" decoding="async" />
      ) : null}
      {viewerShown && content.data && !annotating && !annotated && kind === 'pdf' ? (
        <PdfPreview blob={content.data} fileName={file.fileName} />
      ) : null}
      <figcaption className="visually-hidden">{file.fileName}</figcaption>
    </figure>
  );
}

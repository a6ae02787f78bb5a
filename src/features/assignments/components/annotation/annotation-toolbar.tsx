import Button from 'react-bootstrap/Button';
import ButtonToolbar from 'react-bootstrap/ButtonToolbar';

export interface AnnotationToolbarProps {
  readOnly: boolean;
  hasSelection: boolean;
  canUndo: boolean;
  page: number;
  pageCount: number;
  onAddText: () => void;
  onDelete: () => void;
  onUndo: () => void;
  onPage: (page: number) => void;
}

/** The text tool and its actions, as labelled buttons, and page turning for a PDF. */
export function AnnotationToolbar(props: AnnotationToolbarProps) {
  const { readOnly, hasSelection, canUndo, page, pageCount } = props;
  return (
    <ButtonToolbar aria-label="Annotation tools" className="annotation-toolbar">
      {!readOnly && (
        <>
          <Button size="sm" variant="primary" onClick={props.onAddText}>
            Add text
          </Button>
          <Button size="sm" variant="outline-danger" disabled={!hasSelection} onClick={props.onDelete}>
            Delete annotation
          </Button>
          <Button size="sm" variant="outline-secondary" disabled={!canUndo} onClick={props.onUndo}>
            Undo
          </Button>
        </>
      )}
      {pageCount > 1 && (
        <div className="annotation-toolbar-pages">
          <Button size="sm" variant="outline-secondary" disabled={page <= 1} onClick={() => props.onPage(page - 1)}>
            Previous page
          </Button>
          <span aria-live="polite" className="small">
            Page {page} of {pageCount}
          </span>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={page >= pageCount}
            onClick={() => props.onPage(page + 1)}
          >
            Next page
          </Button>
        </div>
      )}
    </ButtonToolbar>
  );
}

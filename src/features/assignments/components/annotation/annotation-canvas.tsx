import '@/features/assignments/components/annotation/annotation.css';
import type Konva from 'konva';
import { useRef, useState, type KeyboardEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import { PageLoader } from '@/components/page-loader';
import {
  addPosition,
  displayFontSize,
  isDirection,
  nudge,
  toAbsolute,
  zoomStep,
  type Annotation,
} from '@/features/assignments/rules/annotation';
import { AnnotationList } from '@/features/assignments/components/annotation/annotation-list';
import type { AnnotationSource } from '@/features/assignments/components/annotation/annotation-source';
import { AnnotationStage } from '@/features/assignments/components/annotation/annotation-stage';
import { AnnotationTextEditor } from '@/features/assignments/components/annotation/annotation-text-editor';
import { AnnotationToolbar } from '@/features/assignments/components/annotation/annotation-toolbar';
import { useAnnotations } from '@/features/assignments/components/annotation/use-annotations';
import { useElementWidth } from '@/features/assignments/components/annotation/use-element-width';
import { usePageImage } from '@/features/assignments/components/annotation/use-page-image';

export interface AnnotationCanvasProps {
  source: AnnotationSource;
  /** Every annotation of the file, on all its pages. */
  annotations: readonly Annotation[];
  onChange: (annotations: Annotation[]) => void;
  readOnly?: boolean;
  /** Tallest the page may be drawn, in CSS pixels (in a dialog: the whole page in view, no scrolling to its foot). */
  maxPageHeight?: number;
}

/**
 * Text annotations on a student's image or PDF page (spec §9 text tool). Lazy: konva and pdf.js load with this
 * module only; remount it (a `key`) for another file, which also starts a fresh undo history.
 */
export default function AnnotationCanvas({
  source,
  annotations,
  onChange,
  readOnly = false,
  maxPageHeight,
}: AnnotationCanvasProps) {
  const [page, setPage] = useState(1);
  const [focusRequest, setFocusRequest] = useState(0);
  // 1 fits the page to the column's width; zoomed in, the page scrolls inside its box.
  const [zoom, setZoom] = useState(1);
  const viewportRef = useRef<HTMLDivElement>(null);
  const pageImage = usePageImage(source, page);
  const controller = useAnnotations(annotations, onChange);
  const columnRef = useRef<HTMLDivElement>(null);
  const nodesRef = useRef(new Map<string, Konva.Text>());
  const columnWidth = useElementWidth(columnRef);

  const onPage = annotations.filter((annotation) => annotation.page === page);
  const { selected, editing } = controller;
  const ready = pageImage.status === 'ready' ? pageImage : null;
  const fitWidth =
    ready && maxPageHeight
      ? Math.min(columnWidth, Math.floor((maxPageHeight * ready.size.width) / ready.size.height))
      : columnWidth;
  const width = Math.round(fitWidth * zoom);
  const display =
    ready && width > 0
      ? {
          width,
          height: Math.round((width * ready.size.height) / ready.size.width),
        }
      : null;
  const editingId = editing?.kind === 'existing' ? editing.id : null;
  const edited = editingId ? annotations.find((annotation) => annotation.id === editingId) : undefined;
  const newAt = editing?.kind === 'new' ? editing.at : null;
  const editorAt = display && (edited ?? newAt) ? toAbsolute(edited ?? newAt ?? { x: 0, y: 0 }, display) : null;
  const editorStyle = edited ?? controller.style;

  const addText = () => {
    if (!display) return;
    const viewport = viewportRef.current;
    // The part of the page in view (all of it until the page is zoomed in and scrolled).
    const visible = {
      x: viewport?.scrollLeft ?? 0,
      y: viewport?.scrollTop ?? 0,
      width: Math.min(viewport?.clientWidth || display.width, display.width),
      height: Math.min(viewport?.clientHeight || display.height, display.height),
    };
    controller.startNew(page, addPosition(visible, display, onPage.length));
  };

  const onItemKeyDown = (event: KeyboardEvent<HTMLButtonElement>, annotation: Annotation) => {
    if (readOnly) return;
    const isSelected = annotation.id === selected?.id;
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      controller.undo();
    } else if (event.key === 'Enter' && isSelected) {
      // The first Enter selects (a click); on the selected text, Enter opens it for editing.
      event.preventDefault();
      controller.startEdit(annotation.id);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      // The focused button goes with the text: the focus moves to the next text (or the one before) instead.
      const index = onPage.findIndex((item) => item.id === annotation.id);
      const neighbour = onPage[index + 1] ?? onPage[index - 1];
      controller.remove(annotation.id);
      if (neighbour) {
        controller.select(neighbour.id);
        setFocusRequest((count) => count + 1);
      }
    } else if (isDirection(event.key) && display) {
      event.preventDefault();
      const box = nodesRef.current.get(annotation.id)?.size() ?? {
        width: 0,
        height: 0,
      };
      controller.select(annotation.id);
      controller.move(annotation.id, nudge(annotation, event.key, event.shiftKey ? 10 : 2, box, display));
    }
  };

  return (
    <div className="annotation-tool">
      <div className="annotation-layout">
        <div ref={columnRef}>
          <AnnotationToolbar
            readOnly={readOnly}
            hasSelection={selected !== null}
            canUndo={controller.canUndo}
            page={page}
            pageCount={ready?.pageCount ?? 1}
            style={controller.style}
            zoom={zoom}
            onStyle={controller.setStyle}
            onZoom={(to) => setZoom((before) => (to === 'fit' ? 1 : zoomStep(before, to)))}
            onAddText={addText}
            onDelete={() => selected && controller.remove(selected.id)}
            onUndo={controller.undo}
            onPage={(next) => {
              controller.select(null);
              setPage(next);
            }}
          />
          {pageImage.status === 'loading' && <PageLoader label="Loading the file…" />}
          {pageImage.status === 'error' && <Alert variant="warning">{pageImage.message}</Alert>}
          {ready && display && (
            // Focusable by a click (not by Tab: the list of texts is the keyboard's way in), so keys pressed after
            // clicking the page stay in the annotation tool instead of reaching the grading page's shortcuts. Zoomed in,
          // it scrolls, and Tab reaches it so that arrow keys scroll it.
            <div ref={viewportRef} className="annotation-page" data-zoomed={zoom > 1} tabIndex={zoom > 1 ? 0 : -1}>
              <div className="annotation-sheet" style={{ width: display.width, height: display.height }}>
                <div
                  role="img"
                  aria-label={`Page ${page} of the file, with ${onPage.length} annotations (also listed as text)`}
                >
                  <AnnotationStage
                    image={ready.image}
                    display={display}
                    naturalWidth={ready.size.width}
                    annotations={onPage}
                    selectedId={selected?.id ?? null}
                    editingId={editingId}
                    readOnly={readOnly}
                    onSelect={controller.select}
                    onMove={controller.move}
                    onEdit={controller.startEdit}
                    onAddAt={(at) => controller.startNew(page, at)}
                    nodesRef={nodesRef}
                  />
                </div>
                {editorAt && (
                  <AnnotationTextEditor
                    key={editingId ?? 'new'}
                    at={editorAt}
                    maxWidth={Math.max(display.width - editorAt.x, 160)}
                    fontSize={displayFontSize(editorStyle.fontSize, display.width, ready.size.width)}
                    fontFamily={editorStyle.fontFamily}
                    fill={editorStyle.fill}
                    initialText={edited?.text ?? ''}
                    onCommit={(text, byKey) => {
                      controller.commit(text);
                      if (byKey) setFocusRequest((count) => count + 1);
                    }}
                    onCancel={() => {
                      controller.cancelEdit();
                      setFocusRequest((count) => count + 1);
                    }}
                  />
                )}
              </div>
            </div>
          )}
        </div>
        <AnnotationList
          annotations={onPage}
          selectedId={selected?.id ?? null}
          readOnly={readOnly}
          onSelect={controller.select}
          onEdit={controller.startEdit}
          onItemKeyDown={onItemKeyDown}
          focusRequest={focusRequest}
        />
      </div>
    </div>
  );
}

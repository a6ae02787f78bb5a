import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonToolbar from 'react-bootstrap/ButtonToolbar';
import Form from 'react-bootstrap/Form';
import {
  ANNOTATION_COLOURS,
  ANNOTATION_FONT_SIZES,
  ANNOTATION_FONTS,
  ANNOTATION_ZOOM_MAX,
  ANNOTATION_ZOOM_MIN,
  colourName,
  fontName,
  type TextStyle,
} from '@/features/assignments/rules/annotation';

export interface AnnotationToolbarProps {
  readOnly: boolean;
  hasSelection: boolean;
  canUndo: boolean;
  page: number;
  pageCount: number;
  /** The selected text's style, else the one new texts get. */
  style: TextStyle;
  zoom: number;
  onAddText: () => void;
  onDelete: () => void;
  onUndo: () => void;
  onStyle: (change: Partial<TextStyle>) => void;
  onZoom: (zoom: 'in' | 'out' | 'fit') => void;
  onPage: (page: number) => void;
}

/** The text tool, its style and actions, as labelled controls; zoom; and page turning for a PDF. */
export function AnnotationToolbar(props: AnnotationToolbarProps) {
  const { readOnly, hasSelection, canUndo, page, pageCount, style, zoom } = props;
  // One tool per attachment may be open at once: each needs its own field ids.
  const id = useId();
  // A saved text may carry a size or font from elsewhere: it stays choosable, by its own value.
  const sizes = ANNOTATION_FONT_SIZES.includes(style.fontSize)
    ? ANNOTATION_FONT_SIZES
    : [...ANNOTATION_FONT_SIZES, style.fontSize].sort((a, b) => a - b);
  const colours = ANNOTATION_COLOURS.some((colour) => colour.name === colourName(style.fill))
    ? ANNOTATION_COLOURS
    : [...ANNOTATION_COLOURS, { name: style.fill, fill: style.fill }];
  const fonts = ANNOTATION_FONTS.some((font) => font.fontFamily === style.fontFamily)
    ? ANNOTATION_FONTS
    : [...ANNOTATION_FONTS, { name: fontName(style.fontFamily), fontFamily: style.fontFamily }];
  return (
    <div className="annotation-toolbars">
      {!readOnly && (
        <ButtonToolbar aria-label="Annotation tools" className="annotation-toolbar">
          <Button size="sm" variant="primary" onClick={props.onAddText}>
            Add text
          </Button>
          <Form.Group controlId={`${id}-colour`} className="annotation-field">
            <Form.Label className="small mb-0">Colour</Form.Label>
            <Form.Select size="sm" value={style.fill} onChange={(event) => props.onStyle({ fill: event.target.value })}>
              {colours.map((colour) => (
                <option key={colour.fill} value={colour.fill}>
                  {colour.name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group controlId={`${id}-size`} className="annotation-field">
            <Form.Label className="small mb-0">Size</Form.Label>
            <Form.Select
              size="sm"
              value={style.fontSize}
              onChange={(event) => props.onStyle({ fontSize: Number(event.target.value) })}
            >
              {sizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group controlId={`${id}-font`} className="annotation-field">
            <Form.Label className="small mb-0">Font</Form.Label>
            <Form.Select
              size="sm"
              value={style.fontFamily}
              onChange={(event) => props.onStyle({ fontFamily: event.target.value })}
            >
              {fonts.map((font) => (
                <option key={font.fontFamily} value={font.fontFamily}>
                  {font.name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Button size="sm" variant="outline-danger" disabled={!hasSelection} onClick={props.onDelete}>
            Delete annotation
          </Button>
          <Button size="sm" variant="outline-secondary" disabled={!canUndo} onClick={props.onUndo}>
            Undo
          </Button>
        </ButtonToolbar>
      )}
      <ButtonToolbar aria-label="View" className="annotation-toolbar">
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={zoom >= ANNOTATION_ZOOM_MAX}
          onClick={() => props.onZoom('in')}
        >
          Zoom in
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={zoom <= ANNOTATION_ZOOM_MIN}
          onClick={() => props.onZoom('out')}
        >
          Zoom out
        </Button>
        <Button size="sm" variant="outline-secondary" disabled={zoom === 1} onClick={() => props.onZoom('fit')}>
          Fit width
        </Button>
        <span className="small text-body-secondary" aria-live="polite">
          {Math.round(zoom * 100)}%
        </span>
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
    </div>
  );
}

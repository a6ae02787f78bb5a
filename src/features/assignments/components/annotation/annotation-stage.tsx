import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { useEffect, useRef } from 'react';
// Konva's core and the three shapes used, rather than every shape and filter konva has.
import 'konva/lib/shapes/Image';
import 'konva/lib/shapes/Text';
import 'konva/lib/shapes/Transformer';
import { Image as KonvaImage, Layer, Stage, Text, Transformer } from 'react-konva/lib/ReactKonvaCore';
import {
  clampToPage,
  displayFontSize,
  toAbsolute,
  toRelative,
  type Annotation,
  type Point,
  type Size,
} from '@/features/assignments/rules/annotation';

export interface AnnotationStageProps {
  image: HTMLImageElement | HTMLCanvasElement;
  /** The page as shown, in CSS pixels. */
  display: Size;
  /** The page's natural width (an image's own pixels, a PDF page at 100%), which font sizes are measured in. */
  naturalWidth: number;
  /** The annotations of the page shown. */
  annotations: readonly Annotation[];
  selectedId: string | null;
  /** The annotation being typed is hidden under its text box. */
  editingId: string | null;
  readOnly: boolean;
  onSelect: (id: string | null) => void;
  onMove: (id: string, to: Point) => void;
  onEdit: (id: string) => void;
  /** A click or tap on the page away from any text starts a new one there (unless it ends a selection). */
  onAddAt: (at: Point) => void;
  /** Reports each text's on-screen box, which keyboard moves need to keep it on the page. */
  nodesRef: React.RefObject<Map<string, Konva.Text>>;
}

/** The page and its texts on a canvas (react-konva); the list under it makes the same texts reachable without sight. */
export function AnnotationStage(props: AnnotationStageProps) {
  const { image, display, annotations, selectedId, editingId, readOnly, nodesRef } = props;
  const transformerRef = useRef<Konva.Transformer>(null);

  useEffect(() => {
    const selectedNode = selectedId ? nodesRef.current.get(selectedId) : undefined;
    transformerRef.current?.nodes(selectedNode && selectedId !== editingId ? [selectedNode] : []);
  }, [selectedId, editingId, annotations, display, nodesRef]);

  // Whether a text was selected or being typed when the press began: that click only ends it (the typed text is
  // kept as the box loses the focus), and the next click on the page starts a new text.
  const endsSelection = useRef(false);
  const onPress = (event: KonvaEventObject<MouseEvent | TouchEvent>) => {
    if (event.target.getClassName() === 'Text') return;
    endsSelection.current = selectedId !== null || editingId !== null;
  };
  const onBackgroundClick = (event: KonvaEventObject<MouseEvent | TouchEvent>) => {
    const pointer = event.target.getStage()?.getPointerPosition();
    if (event.target.getClassName() === 'Text' || !pointer) return;
    if (readOnly || endsSelection.current) props.onSelect(null);
    else props.onAddAt(toRelative(pointer, display));
  };

  return (
    <Stage
      width={display.width}
      height={display.height}
      onMouseDown={onPress}
      onTouchStart={onPress}
      onClick={onBackgroundClick}
      onTap={onBackgroundClick}
    >
      <Layer>
        <KonvaImage image={image} width={display.width} height={display.height} />
        {annotations.map((annotation) => {
          const at = toAbsolute(annotation, display);
          return (
            <Text
              key={annotation.id}
              ref={(node) => {
                if (node) nodesRef.current.set(annotation.id, node);
                else nodesRef.current.delete(annotation.id);
              }}
              x={at.x}
              y={at.y}
              text={annotation.text}
              fontSize={displayFontSize(annotation.fontSize, display.width, props.naturalWidth)}
              fontFamily={annotation.fontFamily}
              fill={annotation.fill}
              lineHeight={1.2}
              visible={annotation.id !== editingId}
              draggable={!readOnly}
              dragBoundFunc={function (this: Konva.Node, position) {
                return clampToPage(position, this.size(), display);
              }}
              onMouseDown={() => props.onSelect(annotation.id)}
              onTap={() => props.onSelect(annotation.id)}
              onDragStart={() => props.onSelect(annotation.id)}
              onDragEnd={(event) => props.onMove(annotation.id, toRelative(event.target.position(), display))}
              onDblClick={() => !readOnly && props.onEdit(annotation.id)}
              onDblTap={() => !readOnly && props.onEdit(annotation.id)}
            />
          );
        })}
        <Transformer
          ref={transformerRef}
          resizeEnabled={false}
          rotateEnabled={false}
          borderStroke="#1f56c2"
          borderDash={[4, 3]}
          padding={4}
        />
      </Layer>
    </Stage>
  );
}

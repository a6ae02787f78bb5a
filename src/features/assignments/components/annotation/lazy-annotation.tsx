import { lazy, Suspense } from 'react';
import { PageLoader } from '@/components/page-loader';
import type { AnnotationCanvasProps } from '@/features/assignments/components/annotation/annotation-canvas';

// konva and pdf.js are large: they load with the annotation module, only on the page that shows it.
const AnnotationCanvas = lazy(() => import('@/features/assignments/components/annotation/annotation-canvas'));

/** The annotation tool, loaded on first use. Give it a `key` per file so that each file has its own undo history. */
export function LazyAnnotation(props: AnnotationCanvasProps) {
  return (
    <Suspense fallback={<PageLoader label="Loading the annotation tools…" />}>
      <AnnotationCanvas {...props} />
    </Suspense>
  );
}

import { lazy } from 'react';

/** The editor (and a rich-text editor inside some types' fields) loads only once an editor opens. */
export const LazyMaterialEditor = lazy(() =>
  import('@/features/resources/components/material-editor/material-editor').then((module) => ({ default: module.MaterialEditor })),
);

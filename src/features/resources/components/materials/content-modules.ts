import type { MaterialTypeModules } from './types';
const stub = { Fields: () => null, View: () => null };
export const contentModules: MaterialTypeModules<'TEXT_MEDIA' | 'FREE_TEXT' | 'LINK' | 'ATTACH_FILES'> = {
  TEXT_MEDIA: { ...stub, emptyContent: () => ({ html: '' }) },
  FREE_TEXT: { ...stub, emptyContent: () => ({ text: '' }) },
  LINK: { ...stub, emptyContent: () => ({ url: '', description: '' }) },
  ATTACH_FILES: { ...stub, emptyContent: () => ({ instructions: '', files: [] }) },
};

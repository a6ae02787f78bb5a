import { AttachFilesFields } from '@/features/resources/components/materials/attach-files-fields';
import { AttachFilesView } from '@/features/resources/components/materials/attach-files-view';
import type { MaterialTypeModule } from '@/features/resources/components/materials/types';

export const attachFilesModule: MaterialTypeModule<'ATTACH_FILES'> = {
  Fields: AttachFilesFields,
  View: AttachFilesView,
  emptyContent: () => ({ instructions: '', files: [] }),
};

import { attachFilesModule } from '@/features/resources/components/materials/attach-files-module';
import { freeTextModule } from '@/features/resources/components/materials/free-text-module';
import { linkModule } from '@/features/resources/components/materials/link-module';
import { textMediaModule } from '@/features/resources/components/materials/text-media-module';
import type { MaterialTypeModules } from '@/features/resources/components/materials/types';

/** Spec §3's material group (not questions): Text/Media, Free Text, Link and Attach Files. */
export const contentModules: MaterialTypeModules<'TEXT_MEDIA' | 'FREE_TEXT' | 'LINK' | 'ATTACH_FILES'> = {
  TEXT_MEDIA: textMediaModule,
  FREE_TEXT: freeTextModule,
  LINK: linkModule,
  ATTACH_FILES: attachFilesModule,
};

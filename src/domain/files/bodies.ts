import { z } from 'zod';

/** What an upload through POST /files belongs to (spec §7): lesson materials, or SVE files. */
export const UPLOAD_ENTITY_TYPES = ['LessonBuilder', 'SVE'] as const;
export type UploadEntityType = (typeof UPLOAD_ENTITY_TYPES)[number];

/**
 * POST /files, multipart: the file and what it belongs to. The portal sends it; the demo backend validates the text
 * fields with it (`entityType`, 422 naming it) and checks the file's size, emptiness and type on its bytes.
 */
export const UploadFileBodySchema = z
  .object({
    file: z.file().meta({ description: 'The file (at most 5 MB, not empty, an accepted type its bytes prove; its name is stored sanitised).' }),
    entityType: z.enum(UPLOAD_ENTITY_TYPES, { error: 'entityType must be LessonBuilder or SVE.' }),
  })
  .meta({ id: 'UploadFileBody' });

/** The text fields of an upload, read before the file. */
export const UploadFieldsSchema = UploadFileBodySchema.pick({ entityType: true });

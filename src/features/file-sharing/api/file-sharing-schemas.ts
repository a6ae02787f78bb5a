import { z } from 'zod';
import { NamedRefSchema } from '@/domain/school/refs';
import { DOCUMENT_TYPES, FILE_SHARES } from '@/domain/file-sharing/limits';

export const ShareParamsSchema = z.object({ share: z.enum(FILE_SHARES) });

/** A department (academic department files) or a subject (subject files) the user may see, with how many files it holds. */
export const FileFolderSchema = z
  .object({ id: z.string(), name: z.string(), fileCount: z.number().int().nonnegative() })
  .meta({ id: 'FileFolder' });
export type FileFolder = z.infer<typeof FileFolderSchema>;

/** A shared file as its current version shows it (spec §3 AcademicDepartmentFile, SubjectFile). */
export const SharedFileSchema = z
  .object({
    id: z.string(),
    share: z.enum(FILE_SHARES),
    folderId: z.string(),
    folderName: z.string(),
    name: z.string().meta({ description: 'The current version’s stored (sanitised) file name.' }),
    originalName: z.string().meta({ description: 'The name it was uploaded as, for display only.' }),
    documentType: z.enum(DOCUMENT_TYPES),
    description: z.string(),
    mimeType: z.string(),
    size: z.number().int().nonnegative(),
    version: z.number().int().positive(),
    versionCount: z.number().int().positive(),
    currentVersionId: z.string(),
    updatedAt: z.string(),
    updatedBy: NamedRefSchema,
    createdBy: NamedRefSchema,
    canDelete: z.boolean().meta({ description: 'Whether the caller may delete it (who shared it, or the principal).' }),
  })
  .meta({ id: 'SharedFile' });
export type SharedFile = z.infer<typeof SharedFileSchema>;

export const SharedFileVersionSchema = z
  .object({
    id: z.string(),
    version: z.number().int().positive(),
    fileName: z.string(),
    originalName: z.string(),
    mimeType: z.string(),
    size: z.number().int().nonnegative(),
    uploadedBy: NamedRefSchema,
    uploadedAt: z.string(),
    restoredFromVersion: z.number().int().positive().nullable(),
    isCurrent: z.boolean(),
  })
  .meta({ id: 'SharedFileVersion' });
export type SharedFileVersion = z.infer<typeof SharedFileVersionSchema>;

export const SharedFileDetailSchema = SharedFileSchema.extend({ versions: z.array(SharedFileVersionSchema).min(1) }).meta({
  id: 'SharedFileDetail',
});
export type SharedFileDetail = z.infer<typeof SharedFileDetailSchema>;

import { z } from 'zod';
import { SVE_FILE_KINDS } from '@/domain/sve/bodies';

const Person = z.object({ id: z.string(), name: z.string() });

export const SveExamTypeSchema = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    name: z.string(),
    academicYearId: z.string(),
    academicYear: z.string(),
    isAssigned: z.boolean(),
    assignmentsCount: z.number().int(),
    pastPapersCount: z.number().int(),
    bmtFilesCount: z.number().int(),
    examSupportingFilesCount: z.number().int(),
  })
  .meta({ id: 'SveExamType' });
export type SveExamType = z.infer<typeof SveExamTypeSchema>;

export const SveFileSchema = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    kind: z.enum(SVE_FILE_KINDS),
    sveExamTypeId: z.string(),
    assignmentId: z.string().nullable(),
    title: z.string(),
    year: z.number().int().nullable(),
    fileName: z.string(),
    mimeType: z.string(),
    size: z.number().int().nonnegative(),
    uploadedBy: Person,
    uploadedAt: z.string(),
  })
  .meta({ id: 'SveFile' });
export type SveFile = z.infer<typeof SveFileSchema>;

export const SveAssignmentSchema = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    sveExamTypeId: z.string(),
    title: z.string(),
    dueDate: z.string(),
    instructions: z.string(),
    createdBy: Person,
    files: z.array(SveFileSchema),
    filesCount: z.number().int(),
  })
  .meta({ id: 'SveAssignment' });
export type SveAssignment = z.infer<typeof SveAssignmentSchema>;

/** The three read-only or shared libraries of files per exam type (ASSIGNMENT files hang under their assignment). */
export type SveLibraryKind = 'PAST_PAPER' | 'BMT' | 'EXAM_SUPPORTING';

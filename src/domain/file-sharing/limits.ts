/** Limits of the file-sharing areas (spec §3 AcademicDepartmentFile, SubjectFile), checked by the screens and the demo backend alike. */

/** The two shares: their path segment in the API and in the portal's routes. */
export const FILE_SHARES = ['academic-department-files', 'subject-files'] as const;
export type FileShare = (typeof FILE_SHARES)[number];

/** Spec §3 document types, in the spec's order. */
export const DOCUMENT_TYPES = [
  'Invoice',
  'LOA',
  'OA',
  'General',
  'Agreement',
  'Payment Receipt',
  'Insert Cover Page',
  'Cover Page',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/**
 * Each type in words where the spec's name is an abbreviation (our reading, docs/decisions/file-sharing.md: the
 * admission papers a school files, from the offer to the receipt); the wire keeps the spec's names.
 */
export const DOCUMENT_TYPE_LABELS: Readonly<Record<DocumentType, string>> = {
  Invoice: 'Invoice',
  LOA: 'Letter of Acceptance (LOA)',
  OA: 'Offer of Admission (OA)',
  General: 'General',
  Agreement: 'Agreement',
  'Payment Receipt': 'Payment Receipt',
  'Insert Cover Page': 'Insert Cover Page',
  'Cover Page': 'Cover Page',
};

/** Largest shared file: scanned agreements and slide decks run to tens of MB. */
export const SHARED_FILE_MAX_BYTES = 25 * 1024 * 1024;
export const SHARED_FILE_DESCRIPTION_MAX_LENGTH = 500;

/**
 * Types a share takes, with their extensions. Never HTML, SVG or scripts: a shared file must not be
 * able to run in the portal's origin, even when opened on its own.
 */
export const SHARED_FILE_TYPES: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'text/plain': ['.txt'],
  'text/csv': ['.csv'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['.pptx'],
};

export const SHARED_FILE_TYPES_LABEL = 'PDF, images (PNG, JPEG, GIF, WebP), text or CSV, Word, Excel or PowerPoint';

/** Limits of lesson content, checked by the editors and the demo backend alike. */
export const MATERIAL_TITLE_MAX_LENGTH = 200;
export const LESSON_NAME_MAX_LENGTH = 200;
export const CHAPTER_NAME_MAX_LENGTH = 120;
/** Why a chapter whose lessons or assignments were assigned cannot go: said on its row before asking, and by the server. */
export const CHAPTER_ISSUED_MESSAGE = 'This chapter cannot be deleted: its lessons or assignments have been assigned to students.';
/** The same for one lesson or assignment: said on its page before asking, and by the server. */
export const CONTENT_ISSUED_MESSAGES: Readonly<Record<'lesson' | 'assignment', string>> = {
  lesson: 'This lesson cannot be deleted: it has been assigned to students.',
  assignment: 'This assignment cannot be deleted: it has been assigned to students.',
};
/** Rich text is stored as HTML; the cap keeps one material well under the 1 MB body limit. */
export const RICH_TEXT_MAX_LENGTH = 200_000;
export const PLAIN_TEXT_MAX_LENGTH = 10_000;
export const MULTIPLE_CHOICE_MIN_CHOICES = 2;
export const MULTIPLE_CHOICE_MAX_CHOICES = 10;
export const MAX_MARK_LIMIT = 100;
export const VOICE_RESPONSE_MIN_SECONDS = 5;
export const VOICE_RESPONSE_MAX_SECONDS = 600;
export const ATTACH_FILES_MAX_FILES = 10;
export const COMMENT_MAX_LENGTH = 2000;
export const ASSIGNMENT_MAX_ATTEMPTS = 10;

/** Largest file an upload may carry (checked before sending; the server answers 413 above it). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** File types an upload may carry (checked before sending; the server answers 415 to others). */
export const UPLOAD_ACCEPTED_TYPES: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'audio/mpeg': ['.mp3'],
  'audio/mp4': ['.m4a'],
  'audio/wav': ['.wav'],
  'audio/webm': ['.webm'],
  'text/plain': ['.txt'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['.pptx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};
/** The uploaded file's entity type for lesson content (spec §7 names SVE for SVE files). */
export const LESSON_UPLOAD_ENTITY_TYPE = 'LessonBuilder';

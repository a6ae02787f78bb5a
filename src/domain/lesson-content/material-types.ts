/** Question or material types of spec §3, with their labels, in the order authors meet them. */
export const MATERIAL_TYPES = [
  'TEXT_MEDIA',
  'FREE_TEXT',
  'LINK',
  'ATTACH_FILES',
  'MULTIPLE_CHOICE',
  'FITB',
  'FREE_RESPONSE',
  'ERROR_EDITING',
  'VOICE_RESPONSE',
] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

export const MATERIAL_TYPE_LABELS: Readonly<Record<MaterialType, string>> = {
  FREE_TEXT: 'Free Text',
  ATTACH_FILES: 'Attach Files',
  TEXT_MEDIA: 'Text/Media',
  LINK: 'Link',
  FREE_RESPONSE: 'Free Response',
  FITB: 'Fill In The Blank',
  MULTIPLE_CHOICE: 'Multiple Choice',
  ERROR_EDITING: 'Error Editing',
  VOICE_RESPONSE: 'Voice Response',
};

/**
 * Spec §3's separate group: material a teacher gives to read, watch or download. The other five are
 * questions a student answers and a teacher marks (docs/decisions/resources.md).
 */
export const CONTENT_MATERIAL_TYPES: readonly MaterialType[] = ['FREE_TEXT', 'ATTACH_FILES', 'LINK', 'TEXT_MEDIA'];
export const QUESTION_MATERIAL_TYPES: readonly MaterialType[] = MATERIAL_TYPES.filter((type) => !CONTENT_MATERIAL_TYPES.includes(type));

export function isQuestionType(type: MaterialType): boolean {
  return !CONTENT_MATERIAL_TYPES.includes(type);
}

/** Spec §4 editor modes. */
export const EDITOR_MODES = ['create', 'update', 'view'] as const;
export type EditorMode = (typeof EDITOR_MODES)[number];

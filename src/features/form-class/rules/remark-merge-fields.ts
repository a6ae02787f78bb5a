import type { Gender } from '@/domain/school/enums';
import { firstNameOf, romanizedName } from '@/domain/school/person-names';

/** The student a comment-bank template is expanded for. */
export interface MergeStudent {
  fullName: string;
  gender: Gender;
}

/** The merge fields a template may hold, as the comment bank lists them for teachers. */
export const MERGE_FIELDS = [
  { field: '{name}', meaning: 'full name' },
  { field: '{firstName}', meaning: 'given name' },
  { field: '{he}', meaning: 'he / she' },
  { field: '{his}', meaning: 'his / her' },
  { field: '{him}', meaning: 'him / her' },
] as const;

type Pronoun = 'subject' | 'possessive' | 'object';

const PRONOUN_FIELDS: Readonly<Record<string, Pronoun>> = {
  he: 'subject',
  she: 'subject',
  his: 'possessive',
  her: 'possessive',
  him: 'object',
};

const PRONOUNS: Readonly<Record<'Male' | 'Female', Record<Pronoun, string>>> = {
  Male: { subject: 'he', possessive: 'his', object: 'him' },
  Female: { subject: 'she', possessive: 'her', object: 'her' },
};

/**
 * A student whose gender is Other is named instead of given a pronoun ("Wei Ming is attentive", "Wei Ming's
 * work"): singular "they" would need the template's verbs changed ("they is"), a name never does.
 */
function pronounFor(student: MergeStudent, kind: Pronoun): string {
  if (student.gender === 'Other') {
    const name = firstNameOf(student.fullName);
    return kind === 'possessive' ? `${name}'s` : name;
  }
  return PRONOUNS[student.gender][kind];
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function valueOf(field: string, student: MergeStudent): string | null {
  if (field === 'name') return romanizedName(student.fullName);
  if (field === 'firstName') return firstNameOf(student.fullName);
  const kind = PRONOUN_FIELDS[field.toLowerCase()];
  if (!kind) return null;
  const value = pronounFor(student, kind);
  // {He}, {His}: the template starts a sentence with the field, so the expansion does too.
  return field.charAt(0) === field.charAt(0).toUpperCase() ? capitalize(value) : value;
}

const FIELD_PATTERN = /\{([A-Za-z]+)\}/g;

/**
 * The template written for one student: {name}, {firstName}, {he}/{she}, {his}/{her}, {him} (capitalized
 * forms capitalize the word). An unknown field is left as typed, so the teacher sees it in the remark.
 */
export function expandMergeFields(template: string, student: MergeStudent): string {
  return template.replace(FIELD_PATTERN, (whole, field: string) => valueOf(field, student) ?? whole);
}

/** The fields of a template that no student can fill ("{nmae}"), to warn before it is saved. */
export function unknownMergeFields(template: string): string[] {
  const probe: MergeStudent = { fullName: 'A', gender: 'Male' };
  return [...template.matchAll(FIELD_PATTERN)]
    .filter(([, field = '']) => valueOf(field, probe) === null)
    .map(([whole]) => whole);
}

/**
 * Where an inserted comment goes: after what is already written, separated by a space, or alone in an
 * empty remark.
 */
export function appendRemark(current: string, addition: string): string {
  const before = current.trimEnd();
  return before === '' ? addition : `${before} ${addition}`;
}

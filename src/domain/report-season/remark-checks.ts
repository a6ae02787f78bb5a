import type { Gender } from '../school/enums';
import { firstNameOf, romanizedName } from '../school/person-names';
import { hasVisibleText } from '../school/visible-text';
import type { RemarkIssue } from './responses';
import { remarkFitsBox } from './remark-fit';

// The slips parents notice in report remarks (issue 23 §2), found over a whole class at once because two of them
// (another pupil's name, a remark shared with classmates) need the classmates. The board (demo backend) and the remark
// grid (as the teacher types) run the same rule. Each check errs toward silence where a name or a phrase is ambiguous:
// a false alarm on thirty remarks teaches teachers to ignore the list.

export interface RemarkPupil {
  studentId: string;
  fullName: string;
  gender: Gender;
  remark: string | null;
}

/** A remark shared by this many pupils (the pupil and three classmates) is a pasted template, not a remark. */
export const SHARED_REMARK_PUPILS = 4;

export const remarkIssueMessages = {
  otherPupilName: (name: string) => `Names another pupil: ${name}`,
  pronounMismatch: (word: string, name: string, gender: 'Male' | 'Female') => `Says “${word}”, but ${name} is a ${gender === 'Male' ? 'boy' : 'girl'}`,
  sharedWithClassmates: (classmates: number) => `Same remark as ${classmates} classmates`,
  ownNameMissing: (name: string) => `Does not name ${name}`,
  doubleSpaces: () => 'Double spaces',
  overTheBox: () => 'Too long for the report’s remark box',
} as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `phrase` as whole words, any case, any run of spaces between its words. */
const wordsPattern = (phrase: string, flags = 'iu') =>
  new RegExp(`(?<![\\p{L}\\p{N}])${phrase.trim().split(/\s+/).map(escape).join('\\s+')}(?![\\p{L}\\p{N}])`, flags);
const mentions = (text: string, phrase: string) => phrase.trim() !== '' && wordsPattern(phrase).test(text);

const PRONOUNS_OF: Readonly<Record<'Male' | 'Female', readonly string[]>> = {
  Male: ['he', 'him', 'his', 'himself'],
  Female: ['she', 'her', 'hers', 'herself'],
};
const PLACEHOLDER_OF: Readonly<Record<string, string>> = {
  he: '{he}', she: '{he}', him: '{his}', his: '{his}', her: '{his}', hers: '{hers}', himself: '{self}', herself: '{self}',
};

/** The names a remark may call the pupil by: the full romanized name, the call name, and each given name of 3+ letters. */
function ownNames(fullName: string): string[] {
  const called = firstNameOf(fullName);
  return [romanizedName(fullName), called, ...called.split(/\s+/).filter((word) => word.length >= 3)];
}

/**
 * The pupil's Han name and, for a three-character one, its given name ("陈伟明", "伟明"): how a Chinese-language remark
 * names the child. Matched anywhere, since Han text has no spaces between words.
 */
function hanNames(fullName: string): string[] {
  return (fullName.match(/\p{Script=Han}+/gu) ?? []).flatMap((name) => ([...name].length === 3 ? [name, [...name].slice(1).join('')] : [name]));
}

/** The remark with the pupil's own names and every pronoun replaced, spacing and case ignored: a template's shape. */
function templateShape(remark: string, fullName: string): string {
  let shape = hanNames(fullName).reduce((text, name) => text.replaceAll(name, '{name}'), remark);
  for (const name of ownNames(fullName).sort((a, b) => b.length - a.length)) shape = shape.replace(wordsPattern(name, 'giu'), '{name}');
  return shape
    .replace(/(?<![\p{L}])(he|she|him|his|her|hers|himself|herself)(?![\p{L}])/giu, (word) => PLACEHOLDER_OF[word.toLowerCase()] ?? word)
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

function wrongPronoun(remark: string, gender: Gender): string | null {
  if (gender === 'Other') return null;
  const other = gender === 'Male' ? PRONOUNS_OF.Female : PRONOUNS_OF.Male;
  for (const word of other) {
    const match = wordsPattern(word).exec(remark);
    if (match) return match[0];
  }
  return null;
}

/** Every pupil's slips, by student id (an empty list when none; a blank remark has none — a missing remark is a gap). */
export function checkClassRemarks(pupils: readonly RemarkPupil[]): Map<string, RemarkIssue[]> {
  const written = pupils.filter((pupil): pupil is RemarkPupil & { remark: string } => hasVisibleText(pupil.remark));
  const shapes = new Map(written.map((pupil) => [pupil.studentId, templateShape(pupil.remark, pupil.fullName)]));
  const sharing = new Map<string, number>();
  for (const shape of shapes.values()) sharing.set(shape, (sharing.get(shape) ?? 0) + 1);

  const issues = new Map<string, RemarkIssue[]>(pupils.map((pupil) => [pupil.studentId, []]));
  for (const pupil of written) {
    const found: RemarkIssue[] = [];
    const own = ownNames(pupil.fullName);
    const called = firstNameOf(pupil.fullName);
    const classmate = pupils.find((other) => {
      if (other.studentId === pupil.studentId) return false;
      const name = firstNameOf(other.fullName);
      // A classmate called by a name the pupil also carries ("Wei Ming" and "Tan Wei Ming Jun") is no evidence.
      return name.length >= 3 && !own.some((mine) => mentions(mine, name)) && mentions(pupil.remark, name);
    });
    if (classmate) found.push({ check: 'otherPupilName', message: remarkIssueMessages.otherPupilName(firstNameOf(classmate.fullName)) });
    const pronoun = wrongPronoun(pupil.remark, pupil.gender);
    if (pronoun && pupil.gender !== 'Other') {
      found.push({ check: 'pronounMismatch', message: remarkIssueMessages.pronounMismatch(pronoun, called, pupil.gender) });
    }
    const shared = (sharing.get(shapes.get(pupil.studentId) ?? '') ?? 1) - 1;
    if (shared + 1 >= SHARED_REMARK_PUPILS) found.push({ check: 'sharedWithClassmates', message: remarkIssueMessages.sharedWithClassmates(shared) });
    const named = own.some((name) => mentions(pupil.remark, name)) || hanNames(pupil.fullName).some((name) => pupil.remark.includes(name));
    if (!named) found.push({ check: 'ownNameMissing', message: remarkIssueMessages.ownNameMissing(called) });
    // Any two spaces in a row, the no-break spaces a word processor pastes among them; line breaks and tabs are not spaces.
    if (/\p{Zs}{2,}/u.test(pupil.remark)) found.push({ check: 'doubleSpaces', message: remarkIssueMessages.doubleSpaces() });
    if (!remarkFitsBox(pupil.remark)) found.push({ check: 'overTheBox', message: remarkIssueMessages.overTheBox() });
    issues.set(pupil.studentId, found);
  }
  return issues;
}

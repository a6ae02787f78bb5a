import type { Gender } from '../school/enums';
import type { RemarkCheck, RemarkIssue } from './responses';
import { isPartOfOwnName, mentions, namePattern, pupilNames, type PupilNames } from './remark-names';
import { remarkFitsBox } from './remark-fit';

// The slips parents notice in report remarks (issue 23 §2; docs/decisions/report-season.md "Remark checks"). Each
// check errs towards staying quiet: a warning that fires on a good remark teaches teachers to ignore all of them.

export interface RemarkPupil {
  studentId: string;
  fullName: string;
  gender: Gender;
  remark: string | null;
}

/** Classmates (besides the pupil) sharing one remark from which it counts as pasted. */
export const SHARED_REMARK_MIN_CLASSMATES = 3;

const PRONOUNS: Readonly<Record<'Male' | 'Female', readonly string[]>> = {
  Male: ['he', 'him', 'his', 'himself'],
  Female: ['she', 'her', 'hers', 'herself'],
};

export const REMARK_CHECK_MESSAGES = {
  otherPupilName: (names: readonly string[]) => `Names another pupil: ${names.join(', ')}`,
  pronounMismatch: (pronoun: string, fullName: string, gender: 'Male' | 'Female') =>
    `Says "${pronoun}"; ${fullName} is ${gender === 'Male' ? 'male' : 'female'}`,
  sharedWithClassmates: (classmates: number) => `Same remark as ${classmates} classmates`,
  ownNameMissing: (calledBy: string) => `Does not name ${calledBy}`,
  doubleSpaces: 'Double spaces',
  overTheBox: "Will not fit the report's remark box",
} as const;

const issue = (check: RemarkCheck, message: string): RemarkIssue => ({ check, message });
const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{M}']+/gu) ?? [];

function otherPupilNames(remark: string, own: PupilNames, classmates: readonly PupilNames[]): string[] {
  return classmates.flatMap((classmate) => {
    const named = classmate.calledBy.find((name) => !isPartOfOwnName(name, own) && mentions(remark, name));
    return named === undefined ? [] : [named];
  });
}

function wrongPronoun(remark: string, gender: Gender): string | null {
  if (gender === 'Other') return null;
  const wrong = PRONOUNS[gender === 'Male' ? 'Female' : 'Male'];
  return words(remark).find((word) => wrong.includes(word)) ?? null;
}

/**
 * The remark with the pupil's own names and every pronoun replaced by placeholders, spaces and case evened out: a
 * comment-bank template pasted for several pupils gives the same text for each.
 */
function templateOf(remark: string, own: PupilNames): string {
  const longestFirst = [...own.namedBy].sort((a, b) => b.length - a.length);
  const named = longestFirst.reduce((text, name) => text.replace(namePattern(name, 'giu'), '{name}'), remark);
  const pronouns = [...PRONOUNS.Male, ...PRONOUNS.Female];
  return named
    .toLowerCase()
    .replace(/[\p{L}\p{M}']+/gu, (word) => (pronouns.includes(word) ? '{pronoun}' : word))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every pupil's slips (empty array when none; a blank or null remark has none — "remark missing" is the board's). */
export function checkClassRemarks(pupils: readonly RemarkPupil[]): Map<string, RemarkIssue[]> {
  const names = new Map(pupils.map((pupil) => [pupil.studentId, pupilNames(pupil.fullName)]));
  const written = pupils.filter((pupil) => (pupil.remark ?? '').trim().length > 0);
  const templates = new Map(written.map((pupil) => [pupil.studentId, templateOf(pupil.remark ?? '', names.get(pupil.studentId)!)]));
  const sharing = new Map<string, number>();
  for (const template of templates.values()) sharing.set(template, (sharing.get(template) ?? 0) + 1);

  const result = new Map<string, RemarkIssue[]>(pupils.map((pupil) => [pupil.studentId, []]));
  for (const pupil of written) {
    const remark = pupil.remark ?? '';
    const own = names.get(pupil.studentId)!;
    const issues: RemarkIssue[] = [];
    const classmates = pupils.filter((other) => other.studentId !== pupil.studentId).map((other) => names.get(other.studentId)!);
    const others = otherPupilNames(remark, own, classmates);
    if (others.length > 0) issues.push(issue('otherPupilName', REMARK_CHECK_MESSAGES.otherPupilName(others)));
    const pronoun = wrongPronoun(remark, pupil.gender);
    if (pronoun !== null && pupil.gender !== 'Other') {
      issues.push(issue('pronounMismatch', REMARK_CHECK_MESSAGES.pronounMismatch(pronoun, pupil.fullName, pupil.gender)));
    }
    const shared = (sharing.get(templates.get(pupil.studentId) ?? '') ?? 1) - 1;
    if (shared >= SHARED_REMARK_MIN_CLASSMATES) issues.push(issue('sharedWithClassmates', REMARK_CHECK_MESSAGES.sharedWithClassmates(shared)));
    if (!own.namedBy.some((name) => mentions(remark, name))) issues.push(issue('ownNameMissing', REMARK_CHECK_MESSAGES.ownNameMissing(own.calledAs)));
    if (/ {2,}/.test(remark)) issues.push(issue('doubleSpaces', REMARK_CHECK_MESSAGES.doubleSpaces));
    if (!remarkFitsBox(remark)) issues.push(issue('overTheBox', REMARK_CHECK_MESSAGES.overTheBox));
    result.set(pupil.studentId, issues);
  }
  return result;
}

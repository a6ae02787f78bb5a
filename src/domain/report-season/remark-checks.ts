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

/**
 * Text as a run of tokens: words (letters and digits) and what lies between them. Names are found word by word on
 * these, with one pattern for every text, rather than one Unicode-property pattern compiled per name: a class's
 * checks look for every classmate's name in every remark, and compiling a pattern per name made the board's first
 * check a single 100 ms task.
 */
const TOKENS = /[\p{L}\p{N}]+|[^\p{L}\p{N}]+/gu;
const WORD = /^[\p{L}\p{N}]/u;
const SPACES = /^\s+$/u;

interface Token {
  text: string;
  /** Lower-cased, for a word; the text itself, for what lies between words. */
  key: string;
  isWord: boolean;
}

/** Texts already cut into tokens: a class's checks cut each remark and each name many times over. */
const tokenized = new Map<string, readonly Token[]>();
const MOST_TEXTS_KEPT = 2000;

function tokensOf(text: string): readonly Token[] {
  const known = tokenized.get(text);
  if (known) return known;
  if (tokenized.size >= MOST_TEXTS_KEPT) tokenized.clear();
  const tokens = (text.match(TOKENS) ?? []).map((part) => {
    const isWord = WORD.test(part);
    return { text: part, key: isWord ? part.toLowerCase() : part, isWord };
  });
  tokenized.set(text, tokens);
  return tokens;
}

/** A name's tokens, without the spaces around it. */
const phraseTokens = (phrase: string) => tokensOf(phrase.trim());

/**
 * Whether `phrase` starts at token `at` of `text` as whole words, any case, any run of spaces between its words
 * (other marks between them, like the hyphen of "Wei-Ming", as written).
 */
function phraseAt(text: readonly Token[], phrase: readonly Token[], at: number): boolean {
  return phrase.every((part, offset) => {
    const token = text[at + offset];
    if (!token || token.isWord !== part.isWord) return false;
    return part.isWord || !SPACES.test(part.text) ? token.key === part.key : SPACES.test(token.text);
  });
}

/** Where `phrase` first stands in `text` as whole words (its token index), or -1. */
function findPhrase(text: readonly Token[], phrase: readonly Token[]): number {
  if (phrase.length === 0 || !phrase[0]?.isWord) return -1;
  for (let at = 0; at + phrase.length <= text.length; at += 1) if (phraseAt(text, phrase, at)) return at;
  return -1;
}

const mentions = (text: string, phrase: string) => findPhrase(tokensOf(text), phraseTokens(phrase)) >= 0;

/** `text` with every whole-word `phrase` replaced by `replacement`. */
function replacePhrase(text: string, phrase: string, replacement: string): string {
  const tokens = tokensOf(text);
  const wanted = phraseTokens(phrase);
  let result = '';
  for (let at = 0; at < tokens.length; ) {
    if (wanted[0]?.isWord && phraseAt(tokens, wanted, at)) {
      result += replacement;
      at += wanted.length;
    } else {
      result += tokens[at]?.text ?? '';
      at += 1;
    }
  }
  return result;
}

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
  for (const name of ownNames(fullName).sort((a, b) => b.length - a.length)) shape = replacePhrase(shape, name, '{name}');
  return shape
    .replace(/(?<![\p{L}])(he|she|him|his|her|hers|himself|herself)(?![\p{L}])/giu, (word) => PLACEHOLDER_OF[word.toLowerCase()] ?? word)
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

function wrongPronoun(remark: string, gender: Gender): string | null {
  if (gender === 'Other') return null;
  const other = gender === 'Male' ? PRONOUNS_OF.Female : PRONOUNS_OF.Male;
  const tokens = tokensOf(remark);
  for (const word of other) {
    const found = tokens.find((token) => token.isWord && token.key === word);
    if (found) return found.text;
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

// How a pupil's name appears in a remark, from the way the school's names are written (src/mocks/school/names.ts):
// Chinese names put the family name first and are called by the given name ("Tan Wei Ming" is "Wei Ming"), Malay
// names carry the father's name after bin/binte ("Nur Aisyah binte Rahman" is "Nur Aisyah" or "Aisyah"), and
// Indian, Indonesian and Western names put the given name first ("Arjun Nair" is "Arjun").

const HAN_RUN = /\p{Script=Han}+/gu;
const PATRONYMIC = new Set(['bin', 'binte', 'bte', 'binti', 'b.', 'a/l', 'a/p', 's/o', 'd/o']);
/** Words that open many Malay given names and are not what a child is called on their own. */
const MALAY_PREFIXES = new Set(['muhammad', 'mohammad', 'mohamed', 'muhd', 'ahmad', 'nur', 'nurul', 'siti']);
/** Common romanised Chinese family names: a three-word name opening with one is family-name first. */
const CHINESE_FAMILY_NAMES = new Set(
  'tan lim lee ng wong goh chua ong teo koh yeo low sim chong ho liu chan chen cheng chew chia chin chong foo heng koh kwek lau leong loh neo ong pang quek seah soh tay toh wee yap yong'.split(' '),
);

export interface PupilNames {
  /** Every word of the name in Latin letters, lower case: what "part of this pupil's own name" means. */
  words: ReadonlySet<string>;
  /** What a remark would call this pupil by (given names, the full name, the Han name): found in another's remark, a slip. */
  calledBy: readonly string[];
  /** The name a remark would normally use: the given name without a Malay prefix ("Wei Ming", "Aisyah", "Arjun"). */
  calledAs: string;
  /** Any of these in the pupil's own remark counts as naming them: erring towards "named". */
  namedBy: readonly string[];
}

export function pupilNames(fullName: string): PupilNames {
  const han = fullName.match(HAN_RUN) ?? [];
  const latin = fullName.replace(HAN_RUN, ' ').trim().split(/\s+/).filter(Boolean);
  const lower = latin.map((word) => word.toLowerCase());
  const patronymic = lower.findIndex((word) => PATRONYMIC.has(word));
  const chinese = latin.length === 3 && CHINESE_FAMILY_NAMES.has(lower[0] ?? '');
  const given =
    patronymic > 0 ? latin.slice(0, patronymic) : chinese ? latin.slice(1) : latin.length > 1 ? latin.slice(0, -1) : latin;
  const withoutPrefix = given.length > 1 && MALAY_PREFIXES.has(given[0]?.toLowerCase() ?? '') ? given.slice(1) : given;
  const calledBy = unique([latin.join(' '), given.join(' '), withoutPrefix.join(' '), ...han]);
  const givenWords = given.filter((word) => !MALAY_PREFIXES.has(word.toLowerCase()));
  // A Han name's given part ("伟明" of "陈伟明") is how a Chinese-language remark names the child.
  const hanGiven = han.flatMap((name) => ([...name].length === 3 ? [[...name].slice(1).join('')] : []));
  return { words: new Set(lower), calledBy, calledAs: withoutPrefix.join(' '), namedBy: unique([...calledBy, ...givenWords, ...hanGiven]) };
}

function unique(names: readonly string[]): string[] {
  return [...new Set(names.filter((name) => name.length > 0))];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A name as a whole-word, case-insensitive pattern: not inside a longer Latin word, though it may touch Han text
 * ("Wei Ming是"); Han names have no word boundaries and match anywhere.
 */
export function namePattern(name: string, flags = 'iu'): RegExp {
  const words = name.split(/\s+/).map(escape).join('\\s+');
  return /\p{Script=Han}/u.test(name) ? new RegExp(words, flags) : new RegExp(`(?<![\\p{Script=Latin}\\p{M}])${words}(?![\\p{Script=Latin}\\p{M}])`, flags);
}

/** Whether `name` is written in `text` as whole words. */
export function mentions(text: string, name: string): boolean {
  return namePattern(name).test(text);
}

/** Whether every word of `name` is a word of the pupil's own name: such a classmate's name is never a slip. */
export function isPartOfOwnName(name: string, own: PupilNames): boolean {
  if (/\p{Script=Han}/u.test(name)) return own.calledBy.some((called) => called.includes(name));
  return name.split(/\s+/).every((word) => own.words.has(word.toLowerCase()));
}

import { pupilNames } from '../../domain/report-season/remark-names';
import type { Student } from '../school/schema';
import type { StudentTermRecord } from './schema';

/**
 * Remarks written for each pupil ({name} is what the remark calls them, {He}/{he}/{his}/{him} their pronouns), so a
 * demo homeroom class's remarks read as a teacher's and pass every remark check; no two pupils of a term share one.
 */
const CLEAN: readonly string[] = [
  '{name} is a diligent learner who completes {his} work carefully and on time.',
  '{name} participates actively in class discussions and asks thoughtful questions.',
  '{name} is kind to classmates and works well in groups. {He} listens before {he} speaks.',
  '{name} has shown steady progress this term; more reading at home will help {him} further.',
  '{name} is capable but needs to stay focused during lessons to do {his} best.',
  '{name} takes pride in {his} work and showed good leadership in the class project.',
  '{name} should revise regularly and seek help early when unsure of a topic.',
  '{name} is cheerful and responsible, and a positive presence in class.',
  '{name} writes imaginative stories; {he} should now check {his} spelling with more care.',
  '{name} has grown in confidence and now shares {his} ideas readily with the class.',
  '{name} enjoys Mathematics and explains {his} working clearly to others.',
  '{name} keeps a tidy desk and is always ready for lessons.',
  '{name} is curious about Science and often brings questions from home.',
  '{name} helps classmates who find the work difficult, patiently and without being asked.',
  '{name} reads widely. {He} would benefit from writing a little every day.',
  '{name} is punctual and well prepared, and {his} homework is always complete.',
  '{name} works quietly and steadily; {he} is encouraged to speak up more in discussions.',
  '{name} was a dependable class monitor this term and carried out {his} duties well.',
  '{name} shows good sportsmanship in Physical Education and encourages {his} team.',
  '{name} has made good progress in Chinese and reads aloud with expression.',
  '{name} is polite and respectful to teachers and friends alike.',
  '{name} is enthusiastic in Art and uses colour boldly and thoughtfully.',
  '{name} sometimes rushes through work; slowing down will help {him} avoid careless mistakes.',
  '{name} handled the class presentation calmly and spoke with a clear voice.',
  '{name} is a thoughtful friend and resolves disagreements sensibly.',
  '{name} is improving in problem sums and should keep practising the heuristics taught.',
  '{name} contributes good ideas to group work and respects the views of others.',
  '{name} has a good memory for facts; {he} should now practise applying them.',
  '{name} is persevering and does not give up when a task is hard.',
  '{name} keeps a lovely reading journal and recommends books to classmates.',
  '{name} settled well into the new class and has made many friends.',
  '{name} volunteers readily for class duties and completes them without reminders.',
];

/** One template for four pupils: the comment bank pasted without a second look. */
const SHARED = '{name} is a joy to teach and always gives {his} best in every lesson.';
const DOUBLE_SPACED = '{name} writes neat and careful work.  {He} should now read more widely at home.';
const NO_NAME = '{He} is a helpful member of the class who looks after the plants in the garden corner.';
const WRONG_PRONOUN = '{name} is an eager reader; {his} book reviews are a pleasure to read.';
const OTHER_PUPIL = '{name} worked closely with {other} on the science fair project and presented it well.';
/** Sentences written one to a line: more lines than the report's remark box holds, in far fewer than 500 characters. */
const OVER_THE_BOX = [
  '{name}是一位认真负责的学生。',
  '上课专心听讲，积极回答老师的问题。',
  '每天按时完成作业，字迹工整清楚。',
  '乐于帮助同学，和大家相处融洽。',
  '在小组活动中能够发挥领导能力。',
  '数学进步很大，解题思路越来越清晰。',
  '华文阅读理解还需要多加练习。',
  '课外喜欢阅读故事书，知识面广。',
  '在运动会上表现出色，为班级争光。',
  '做事细心，能够主动整理课室。',
  '希望下学期继续保持良好的学习态度。',
  '多参加课堂讨论，大胆表达自己的想法。',
  '老师相信你会取得更好的成绩。',
  '继续努力，加油！',
].join('\n');

export const SEEDED_SLIPS = ['otherPupilName', 'pronounMismatch', 'ownNameMissing', 'doubleSpaces', 'overTheBox', 'sharedWithClassmates'] as const;
type Slip = (typeof SEEDED_SLIPS)[number];
const SHARED_PUPILS = 4;

function fill(template: string, student: Student, values: { pronounsOf?: Student['gender']; other?: string } = {}): string {
  const names = pupilNames(student.fullName);
  const han = student.fullName.match(/\p{Script=Han}+/u)?.[0];
  const male = (values.pronounsOf ?? student.gender) === 'Male';
  // A Chinese remark names the child in Han characters when the name has them.
  const name = /\p{Script=Han}/u.test(template) && han ? han : names.calledAs;
  return template
    .replaceAll('{name}', name)
    .replaceAll('{other}', values.other ?? '')
    .replaceAll('{He}', male ? 'He' : 'She')
    .replaceAll('{he}', male ? 'he' : 'she')
    .replaceAll('{his}', male ? 'his' : 'her')
    .replaceAll('{him}', male ? 'him' : 'her');
}

/** Which pupils of the current term carry a slip: from the second remark-writing pupil on, never the class's full example. */
function slipsOf(writers: readonly Student[], protectedIds: ReadonlySet<string>): Map<string, Slip> {
  const open = writers.filter((student) => !protectedIds.has(student.id));
  const slips = new Map<string, Slip>();
  const withHan = open.find((student) => /\p{Script=Han}/u.test(student.fullName)) ?? open[0];
  if (withHan) slips.set(withHan.id, 'overTheBox');
  const rest = open.filter((student) => !slips.has(student.id));
  (['otherPupilName', 'pronounMismatch', 'ownNameMissing', 'doubleSpaces'] as const).forEach((slip, index) => {
    const student = rest[index];
    if (student) slips.set(student.id, slip);
  });
  for (const student of rest.slice(4, 4 + SHARED_PUPILS)) slips.set(student.id, 'sharedWithClassmates');
  return slips;
}

function slipRemark(slip: Slip, student: Student, classmates: readonly Student[]): string {
  switch (slip) {
    case 'otherPupilName': {
      const own = pupilNames(student.fullName);
      const other = classmates.find((classmate) => classmate.id !== student.id && !pupilNames(classmate.fullName).calledAs.split(' ').every((word) => own.words.has(word.toLowerCase())));
      return fill(OTHER_PUPIL, student, { other: other ? pupilNames(other.fullName).calledAs : '' });
    }
    case 'pronounMismatch':
      return fill(WRONG_PRONOUN, student, { pronounsOf: student.gender === 'Male' ? 'Female' : 'Male' });
    case 'ownNameMissing':
      return fill(NO_NAME, student);
    case 'doubleSpaces':
      return fill(DOUBLE_SPACED, student);
    case 'overTheBox':
      return fill(OVER_THE_BOX, student);
    case 'sharedWithClassmates':
      return fill(SHARED, student);
  }
}

/**
 * Rewrites the remarks of the demo homeroom classes up to the current term (a remark left blank stays blank): each
 * pupil a remark of their own that passes every check, except in the current term one pupil per slip of issue 23 §2
 * (four sharing one pasted template), so the board and the remark grid show every check on the demo.
 */
export function withSeededRemarks(
  terms: readonly StudentTermRecord[],
  students: readonly Student[],
  options: { classIds: ReadonlySet<string>; currentTerm: number },
): StudentTermRecord[] {
  const remarks = new Map<string, string>();
  for (const classId of options.classIds) {
    const members = students.filter((student) => student.classYearId === classId);
    const byName = [...members].sort((a, b) => a.fullName.localeCompare(b.fullName, 'en'));
    // The first by name and the first created are the class report's and student page's full examples: no slips.
    const protectedIds = new Set([byName[0]?.id, members[0]?.id].filter((id): id is string => id !== undefined));
    for (let term = 1; term <= options.currentTerm; term += 1) {
      const written = new Set(terms.filter((record) => record.term === term && record.remark !== null).map((record) => record.studentId));
      const writers = byName.filter((student) => written.has(student.id));
      const slips = term === options.currentTerm ? slipsOf(writers, protectedIds) : new Map<string, Slip>();
      writers.forEach((student, place) => {
        const slip = slips.get(student.id);
        const template = CLEAN[(place + term * 7) % CLEAN.length] ?? '';
        remarks.set(`${student.id}/${term}`, slip ? slipRemark(slip, student, byName) : fill(template, student));
      });
    }
  }
  return terms.map((record) => {
    const remark = remarks.get(`${record.studentId}/${record.term}`);
    return remark === undefined ? record : { ...record, remark };
  });
}

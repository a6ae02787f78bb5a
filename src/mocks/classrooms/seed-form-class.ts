import { workingDaysBetween } from '../../domain/school/working-days';
import { TERM_NUMBERS, type Term } from '../../domain/gradebook/term-score';
import type { Prng } from '../prng';
import type { FrequencyCode, Holiday, ObservationLevelCode, PromotionOutcomeValue, StudentTermRecord, StudentYearRecord } from './schema';
import type { AcademicYear, Student } from '../school/schema';
import { CONDUCT_DESCRIPTORS, OBSERVATION_AREAS } from './conduct';
import { weighted } from '../weighted';
import { firstNameOf } from '../../domain/school/person-names';

/**
 * A remark names its pupil and reads as written for them: an opening (drawn) and a second sentence (picked by the
 * pupil and term, drawing nothing), so few classmates share a remark and the report season's checks stay quiet on the
 * seed (domain/report-season/remark-checks.ts).
 */
const REMARKS: ReadonlyArray<string> = [
  '{name} is a diligent learner who completes {his} work carefully and on time.',
  '{name} participates actively in class discussions and asks thoughtful questions.',
  '{name} is kind and helpful to classmates and works well in groups.',
  '{name} has shown steady progress this term.',
  '{name} is capable and is learning to stay focused during lessons.',
  '{name} takes pride in {his} work and shows good leadership in class.',
  '{name} revises regularly and seeks help early when unsure.',
  '{name} is cheerful and responsible, and is a positive presence in class.',
];
const SECOND_SENTENCES: ReadonlyArray<string> = [
  '{He} reads widely and shares {his} ideas confidently.',
  'More reading at home will help {him} grow further.',
  '{He} is encouraged to ask questions when unsure.',
  '{His} written work has become neater and more careful.',
  '{He} works well with others during group projects.',
  'Keep up the good effort next term!',
  '{He} has grown more confident in Mathematics.',
  '{He} should check {his} work before handing it in.',
  '{He} is a good friend to {his} classmates.',
  '{His} effort in Science this term is commendable.',
  '{He} contributes thoughtfully to class discussions.',
  '{He} is learning to manage {his} time well.',
];
const FREQUENCY_WEIGHTS: ReadonlyArray<readonly [FrequencyCode, number]> = [['A', 0.45], ['M', 0.4], ['S', 0.12], ['N', 0.03]];
const OBSERVATION_WEIGHTS: ReadonlyArray<readonly [ObservationLevelCode, number]> = [
  ['CONSISTENTLY_OBSERVED', 0.35], ['FREQUENTLY_OBSERVED', 0.4], ['EMERGING', 0.2], ['NEED_ASSISTANCE', 0.05],
];
const PROMOTION_WEIGHTS: ReadonlyArray<readonly [PromotionOutcomeValue, number]> = [
  ['Promoted', 0.88], ['Conditionally Promoted', 0.09], ['Retained', 0.03],
];
const ABSENCE_WEIGHTS: ReadonlyArray<readonly [number, number]> = [[0, 0.5], [1, 0.25], [2, 0.15], [3, 0.1]];

function termDates(year: AcademicYear, term: Term): readonly [string, string] {
  const dates: Record<Term, readonly [string, string]> = {
    1: [year.term1StartDate, year.term1EndDate],
    2: [year.term2StartDate, year.term2EndDate],
    3: [year.term3StartDate, year.term3EndDate],
    4: [year.term4StartDate, year.term4EndDate],
  };
  return dates[term];
}

export function schoolDaysOfTerm(year: AcademicYear, term: Term, holidays: ReadonlyArray<Holiday>): number {
  const [start, end] = termDates(year, term);
  return workingDaysBetween(start, end, holidays.filter((holiday) => holiday.academicYearId === year.id).map((holiday) => holiday.date));
}

/** A fixed pick from a key (the student's id, with the term where it varies by term), drawing nothing from the generator. */
function hashPick<T>(key: string, options: ReadonlyArray<T>): T | null {
  const hash = [...key].reduce((sum, character) => (sum * 31 + character.charCodeAt(0)) % 9973, 7);
  return options[hash % options.length] ?? null;
}

function remark(prng: Prng, student: Student, term: Term): string {
  const male = student.gender === 'Male';
  const fields: Record<string, string> = {
    '{name}': firstNameOf(student.fullName),
    '{He}': male ? 'He' : 'She',
    '{His}': male ? 'His' : 'Her',
    '{his}': male ? 'his' : 'her',
    '{him}': male ? 'him' : 'her',
  };
  const text = `${prng.pick(REMARKS)} ${hashPick(`${student.id}/${term}`, SECOND_SENTENCES) ?? ''}`.trim();
  return text.replace(/\{(name|He|His|his|him)\}/g, (field) => fields[field] ?? field);
}

export function buildTermRecords(prng: Prng, year: AcademicYear, students: ReadonlyArray<Student>, holidays: ReadonlyArray<Holiday>): StudentTermRecord[] {
  const schoolDays = new Map(TERM_NUMBERS.map((term) => [term, schoolDaysOfTerm(year, term, holidays)]));
  const startYear = Number(year.term1StartDate.slice(0, 4));
  const records: StudentTermRecord[] = [];
  for (const student of students) {
    const age = startYear - Number(student.dateOfBirth.slice(0, 4));
    const height = 62 + 6.1 * age + (prng.next() - 0.5) * 12;
    const weight = 6 + 2.6 * age + (prng.next() - 0.5) * 8;
    for (const term of TERM_NUMBERS) {
      const days = schoolDays.get(term) ?? 0;
      const absent = weighted(prng, ABSENCE_WEIGHTS);
      const absentWithoutExcuse = prng.chance(0.08) ? 1 : 0;
      const late = prng.int(0, 3);
      records.push({
        id: `tr-${student.id.replace(/^st-/, '')}-${year.id.replace(/^ay-/, '')}-t${term}`,
        createdAt: student.createdAt,
        studentId: student.id,
        academicYearId: year.id,
        term,
        present: days - absent - absentWithoutExcuse - late,
        late,
        absent,
        absentWithoutExcuse,
        remark: prng.chance(0.95) ? remark(prng, student, term) : null,
        conduct: CONDUCT_DESCRIPTORS.map(() => weighted(prng, FREQUENCY_WEIGHTS)),
        heightCm: Math.round((height + term * 0.9) * 10) / 10,
        weightKg: Math.round((weight + term * 0.4) * 10) / 10,
      });
    }
  }
  return records;
}

const RETAIN_REASONS: ReadonlyArray<string> = [
  'Missed most of the year through a long illness; repeating the level will consolidate the basics.',
  'Has not met the level’s standard in English and Mathematics despite support; parents agree to a repeat year.',
];

/** `streamsOf` gives the streams of the student's next level (none: no stream is recorded). */
export function buildYearRecords(
  prng: Prng,
  year: AcademicYear,
  students: ReadonlyArray<Student>,
  streamsOf: (student: Student) => ReadonlyArray<{ id: string }>,
): StudentYearRecord[] {
  return students.map((student) => {
    const observations = OBSERVATION_AREAS.map(() => weighted(prng, OBSERVATION_WEIGHTS));
    const promotionOutcome = weighted(prng, PROMOTION_WEIGHTS);
    const retained = promotionOutcome === 'Retained';
    return {
      id: `yr-${student.id.replace(/^st-/, '')}-${year.id.replace(/^ay-/, '')}`,
      createdAt: student.createdAt,
      studentId: student.id,
      academicYearId: year.id,
      observations,
      promotionOutcome,
      nextStreamId: retained ? null : (hashPick(student.id, streamsOf(student))?.id ?? null),
      retainReason: retained ? hashPick(student.id, RETAIN_REASONS) : null,
    };
  });
}

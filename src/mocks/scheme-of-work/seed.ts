import { DEMO_USER_IDS } from '../auth/seed';
import type { Holiday } from '../classrooms/schema';
import type { SubjectYear } from '../gradebook/schema';
import type { ResourceContent } from '../resources/schema';
import type { AcademicYear, ClassYear, MasterLevel, Subject, TeachingAssignment } from '../school/schema';
import { CURRENT_ACADEMIC_YEAR_ID, SEED_CREATED_AT } from '../school/seed-reference';
import { TERMS } from '../school/schema';
import { teachingWeeks, termRange } from '../../domain/school/teaching-weeks';
import type { SchemeOfWork, SowWeekEntry } from './schema';
import type { SeedStep } from '../seed';

export interface SchemeOfWorkSeedInput {
  academicYears: readonly AcademicYear[];
  classYears: readonly ClassYear[];
  subjects: readonly Subject[];
  masterLevels: readonly MasterLevel[];
  subjectYears: readonly SubjectYear[];
  teachingAssignments: readonly TeachingAssignment[];
  holidays: readonly Holiday[];
  resourceContents: readonly ResourceContent[];
}

/** Topics each subject works through over a term, a few weeks each; one subject per line. */
// prettier-ignore
const TOPICS: Readonly<Record<string, readonly string[]>> = {
  'sub-mathematics': ['Whole numbers', 'Fractions', 'Decimals', 'Area and perimeter', 'Angles', 'Data analysis', 'Ratio', 'Revision and review'],
  'sub-english-language': ['Stories and fables', 'Grammar: tenses', 'Writing a recount', 'Poetry', 'Comprehension', 'Oral presentation', 'Vocabulary in context', 'Revision and review'],
  'sub-science': ['Living and non-living things', 'Plants', 'Animals', 'Materials', 'Light and shadows', 'Magnets', 'Water cycle', 'Revision and review'],
};
const WEEKS_PER_TOPIC = 2;

export const sowId = (academicYearId: string, subjectId: string, masterLevelId: string, term: number) =>
  `sow-${academicYearId.replace(/^ay-/, '')}-${subjectId.replace(/^sub-/, '')}-${masterLevelId.replace(/^ml-/, '')}-t${term}`;

/** The lessons of the resources area for a subject at a level in a year, in their seeded order. */
export function lessonsFor(
  input: Pick<SchemeOfWorkSeedInput, 'classYears' | 'subjectYears' | 'resourceContents'>,
  subjectId: string,
  masterLevelId: string,
  academicYearId: string,
): ResourceContent[] {
  const subjectYearIds = new Set(
    input.subjectYears
      .filter((row) => row.subjectId === subjectId && row.academicYearId === academicYearId)
      .filter(
        (row) =>
          input.classYears.find((classYear) => classYear.id === row.classYearId)?.masterLevelId === masterLevelId,
      )
      .map((row) => row.id),
  );
  return input.resourceContents.filter((row) => row.kind === 'lesson' && subjectYearIds.has(row.subjectYearId));
}

function weekPlan(
  subjectName: string,
  topics: readonly string[],
  week: number,
  term: number,
  lessons: ResourceContent[],
): SowWeekEntry {
  const topic = topics[(Math.floor((week - 1) / WEEKS_PER_TOPIC) + (term - 1) * 2) % topics.length] ?? subjectName;
  const lesson = lessons[(week - 1 + (term - 1) * 3) % Math.max(lessons.length, 1)];
  return {
    week,
    topics: [topic],
    objectives: [
      `Pupils can explain the key ideas of ${topic.toLowerCase()}.`,
      `Pupils apply ${topic.toLowerCase()} to a new problem.`,
    ],
    lessonIds: lesson ? [lesson.id] : [],
  };
}

/**
 * The current year's schemes of work for every subject and level the demo teachers teach, all four terms.
 * The last two weeks of term 4 are left unplanned, so the list shows schemes still being written.
 */
export function buildSchemesOfWork(input: SchemeOfWorkSeedInput): SchemeOfWork[] {
  const year = input.academicYears.find((row) => row.id === CURRENT_ACADEMIC_YEAR_ID);
  if (!year) return [];
  const demoTeachers = new Set<string>(Object.values(DEMO_USER_IDS));
  const pairs = new Map<string, { subjectId: string; masterLevelId: string }>();
  for (const row of input.teachingAssignments) {
    const classYear = input.classYears.find((candidate) => candidate.id === row.classYearId);
    if (!demoTeachers.has(row.teacherId) || classYear?.academicYearId !== year.id) continue;
    pairs.set(`${row.subjectId}/${classYear.masterLevelId}`, {
      subjectId: row.subjectId,
      masterLevelId: classYear.masterLevelId,
    });
  }
  const holidays = input.holidays.filter((row) => row.academicYearId === year.id).map((row) => row.date);
  return [...pairs.values()].flatMap(({ subjectId, masterLevelId }) => {
    const subjectName = input.subjects.find((row) => row.id === subjectId)?.name ?? subjectId;
    const levelName = input.masterLevels.find((row) => row.id === masterLevelId)?.name ?? masterLevelId;
    const topics = TOPICS[subjectId] ?? [subjectName];
    const lessons = lessonsFor(input, subjectId, masterLevelId, year.id);
    return TERMS.map((term) => {
      const { start, end } = termRange(year, term);
      const weeks = teachingWeeks(start, end, holidays);
      const planned = term === 4 ? weeks.slice(0, -2) : weeks;
      return {
        id: sowId(year.id, subjectId, masterLevelId, term),
        createdAt: SEED_CREATED_AT,
        subjectId,
        masterLevelId,
        academicYearId: year.id,
        term,
        title: `${subjectName} — ${levelName}, Term ${term}`,
        weeks: planned.map((week) => weekPlan(subjectName, topics, week.number, term, lessons)),
        version: 1,
        updatedAt: SEED_CREATED_AT,
        updatedById: null,
      };
    });
  });
}

export const seedStep: SeedStep = {
  order: 120,
  build: ({ rows }) => ({
    schemesOfWork: buildSchemesOfWork({
      academicYears: rows('academicYears'),
      classYears: rows('classYears'),
      subjects: rows('subjects'),
      masterLevels: rows('masterLevels'),
      subjectYears: rows('subjectYears'),
      teachingAssignments: rows('teachingAssignments'),
      holidays: rows('holidays'),
      resourceContents: rows('resourceContents'),
    }),
  }),
};

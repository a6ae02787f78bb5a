import { createPrng, type Prng } from '../prng';
import type { Applicant, PlacementTestResult, PlacementTestSchedule, PlacementTestSetting, PtResultStatus, StudentAdmission } from './schema';
import type { MasterLevel } from '../school/schema';
import { generatePersonName } from '../school/names';
import { CURRENT_ACADEMIC_YEAR_ID, FIRST_BRANCH_ID, SECOND_BRANCH_ID } from '../school/seed-reference';
import type { SeedStep } from '../seed';

/** Its own seed, so the placement data never shifts the names or scores of the rest of the school. */
const PLACEMENT_SEED = 20261122;
const CREATED_AT = '2026-10-01T00:00:00.000Z';
export const PLACEMENT_TEST_DATES = ['2026-11-14', '2026-11-21', '2026-11-28'] as const;

/** The big Primary 1 intake of the principal's branch is the 200-applicant grid the typing bench measures. */
export const BIG_INTAKE = { branchId: FIRST_BRANCH_ID, masterLevelId: 'ml-primary1', size: 200 } as const;
/** A level offered this year with no placement test setting: the entry screen's "not found" prompt. */
export const LEVEL_WITHOUT_SETTING = 'ml-junior-college1';

const INTAKES: ReadonlyArray<readonly [branchId: string, masterLevelId: string, size: number]> = [
  [BIG_INTAKE.branchId, BIG_INTAKE.masterLevelId, BIG_INTAKE.size],
  [FIRST_BRANCH_ID, 'ml-primary3', 9],
  [FIRST_BRANCH_ID, 'ml-secondary1', 9],
  [FIRST_BRANCH_ID, LEVEL_WITHOUT_SETTING, 6],
  [FIRST_BRANCH_ID, 'ml-nursery', 9],
  [SECOND_BRANCH_ID, 'ml-nursery', 9],
  [SECOND_BRANCH_ID, 'ml-kindergarten1', 9],
  [SECOND_BRANCH_ID, 'ml-primary1', 12],
  [SECOND_BRANCH_ID, 'ml-secondary1-acc', 9],
];

const SETTINGS: ReadonlyArray<readonly [masterLevelId: string, subjectTests: string[], hasReportCard: boolean]> = [
  ['ml-nursery', [], false],
  ['ml-kindergarten1', [], false],
  ['ml-primary1', ['English', 'Mathematics', 'Chinese'], true],
  ['ml-primary3', ['English', 'Mathematics', 'Chinese'], true],
  ['ml-secondary1', ['English', 'Mathematics', 'Science'], true],
  ['ml-secondary1-acc', ['English', 'Mathematics'], true],
];

/** How far an applicant has got; every level starts with one of each so every state is on screen. */
const STATES = ['no-result', 'none', 'test', 'test-interview', 'full', 'WAITING', 'ACCEPT', 'REJECT', 'WITHDRAWN'] as const;
type State = (typeof STATES)[number];

function pickState(prng: Prng, index: number): State {
  const first = STATES[index];
  if (first) return first;
  const roll = prng.next();
  if (roll < 0.08) return 'no-result';
  if (roll < 0.45) return 'none';
  if (roll < 0.6) return 'test';
  if (roll < 0.7) return 'test-interview';
  if (roll < 0.82) return 'full';
  return prng.pick(['WAITING', 'ACCEPT', 'REJECT', 'WITHDRAWN'] as const);
}

export interface PlacementSeed {
  applicants: Applicant[];
  studentAdmissions: StudentAdmission[];
  placementTestSchedules: PlacementTestSchedule[];
  placementTestSettings: PlacementTestSetting[];
  placementTestResults: PlacementTestResult[];
}

function emptyResult(id: string, schedule: PlacementTestSchedule, admission: StudentAdmission, subjects: string[]): PlacementTestResult {
  return {
    id, createdAt: CREATED_AT, placementTestScheduleId: schedule.id, studentAdmissionId: admission.id, studentId: admission.studentId,
    testScore: null, testNotes: null, subjectTestScores: subjects.map((subject) => ({ subject, score: null })),
    observationScore: null, observationRemark: null, interviewScore: null, interviewNotes: null,
    reportCardScore: null, reportCardRemark: null, finalScore: null, finalNotes: null, ptResultStatus: null,
  };
}

function graded(prng: Prng, result: PlacementTestResult, state: State, hasReportCard: boolean): PlacementTestResult {
  const score = () => prng.int(38, 98);
  const next = { ...result };
  if (state === 'none' || state === 'no-result') return next;
  next.subjectTestScores = result.subjectTestScores.map(({ subject }) => ({ subject, score: score() }));
  next.testScore = next.subjectTestScores.length
    ? Math.round((next.subjectTestScores.reduce((sum, { score: s }) => sum + (s ?? 0), 0) / next.subjectTestScores.length) * 100) / 100
    : score();
  next.testNotes = prng.chance(0.4) ? prng.pick(['Careful and neat work.', 'Rushed the last section.', 'Strong problem solving.']) : null;
  if (state === 'test') return next;
  next.interviewScore = score();
  next.interviewNotes = prng.pick(['Confident and articulate.', 'Quiet but thoughtful.', 'Parents keen on the programme.']);
  if (state === 'test-interview') return next;
  next.observationScore = score();
  next.observationRemark = prng.pick(['Works well with peers.', 'Needs encouragement to start.', 'Curious and engaged.']);
  if (hasReportCard) {
    next.reportCardScore = score();
    next.reportCardRemark = prng.pick(['Consistent grades.', 'Improving over the year.', 'Excellent conduct.']);
  }
  if (state !== 'full') next.ptResultStatus = state satisfies PtResultStatus;
  return next;
}

/** About 270 applicants for the current year over both branches, with results in every state of completeness. */
export function buildPlacement(masterLevels: ReadonlyArray<MasterLevel>): PlacementSeed {
  const prng = createPrng(PLACEMENT_SEED);
  const seed: PlacementSeed = { applicants: [], studentAdmissions: [], placementTestSchedules: [], placementTestSettings: [], placementTestResults: [] };
  for (const [masterLevelId, subjectTests, hasReportCard] of SETTINGS) {
    seed.placementTestSettings.push({
      id: `pts-${masterLevelId.replace(/^ml-/, '')}`, createdAt: CREATED_AT, masterLevelId, subjectTests,
      isTest: true, isObservation: true, isInterview: true, isReportCard: hasReportCard, isFinal: true,
    });
  }
  const taken = new Set<string>();
  for (const [branchId, masterLevelId, size] of INTAKES) {
    const level = masterLevels.find((candidate) => candidate.id === masterLevelId);
    if (!level) throw new Error(`Unknown level ${masterLevelId}`);
    const setting = SETTINGS.find(([id]) => id === masterLevelId);
    for (let index = 0; index < size; index += 1) {
      const number = String(seed.applicants.length + 1).padStart(4, '0');
      // Unique names: two identical names in one intake would make the grid's cell labels ambiguous.
      let person = generatePersonName(prng);
      while (taken.has(person.fullName)) person = generatePersonName(prng);
      taken.add(person.fullName);
      const { fullName, gender } = person;
      const birthYear = 2026 - (level.order + 2);
      const dateOfBirth = `${birthYear}-${String(prng.int(1, 12)).padStart(2, '0')}-${String(prng.int(1, 28)).padStart(2, '0')}`;
      const applicant: Applicant = { id: `ap-${number}`, createdAt: CREATED_AT, name: fullName, fullName, gender, dateOfBirth };
      const admission: StudentAdmission = {
        id: `sa-${number}`, createdAt: CREATED_AT, studentId: applicant.id, academicYearId: CURRENT_ACADEMIC_YEAR_ID,
        branchId, masterProgrammeId: level.masterProgrammeId, masterLevelId,
      };
      const schedule: PlacementTestSchedule = {
        id: `ptsc-${number}`, createdAt: CREATED_AT, studentId: applicant.id, date: PLACEMENT_TEST_DATES[index % PLACEMENT_TEST_DATES.length],
      };
      seed.applicants.push(applicant);
      seed.studentAdmissions.push(admission);
      seed.placementTestSchedules.push(schedule);
      const state = pickState(prng, index);
      if (state === 'no-result') continue;
      const empty = emptyResult(`ptr-${number}`, schedule, admission, setting?.[1] ?? []);
      seed.placementTestResults.push(graded(prng, empty, state, setting?.[2] ?? true));
    }
  }
  return seed;
}

export const seedStep: SeedStep = {
  order: 50,
  build: ({ rows }) => buildPlacement(rows('masterLevels')),
};

import type { AcademicYear, Branch, MasterLevel, MasterProgramme, Position, Subject } from './schema';
import { slug } from './names';

/** The seed is anchored on this date ("today" for the demo school); the current year contains it. */
export const SEED_TODAY = '2026-11-21';
export const SEED_CREATED_AT = '2026-06-01T00:00:00.000Z';
export const CURRENT_ACADEMIC_YEAR_ID = 'ay-2026';
export const FIRST_BRANCH_ID = 'br-1';
export const SECOND_BRANCH_ID = 'br-2';

export const branches: Branch[] = [
  { id: FIRST_BRANCH_ID, createdAt: SEED_CREATED_AT, name: 'Orchard Campus', code: 'ORC' },
  { id: SECOND_BRANCH_ID, createdAt: SEED_CREATED_AT, name: 'Tampines Campus', code: 'TMP' },
];

/** School years run July to June in four terms; 2026/2027 is current on 2026-11-21 (term 2). */
function academicYear(startYear: number): AcademicYear {
  const end = startYear + 1;
  const year = `${startYear}/${end}`;
  return {
    id: `ay-${startYear}`,
    createdAt: `${startYear}-05-01T00:00:00.000Z`,
    name: year,
    year,
    startDate: `${startYear}-07-13`,
    endDate: `${end}-06-18`,
    isCurrent: `ay-${startYear}` === CURRENT_ACADEMIC_YEAR_ID,
    term1StartDate: `${startYear}-07-13`,
    term1EndDate: `${startYear}-09-18`,
    term2StartDate: `${startYear}-10-05`,
    term2EndDate: `${startYear}-12-18`,
    term3StartDate: `${end}-01-04`,
    term3EndDate: `${end}-03-19`,
    term4StartDate: `${end}-04-05`,
    term4EndDate: `${end}-06-18`,
  };
}

export const academicYears: AcademicYear[] = [2024, 2025, 2026].map(academicYear);

export const masterProgrammes: MasterProgramme[] = [
  { id: 'mp-academic', createdAt: SEED_CREATED_AT, name: 'Academic Programme', code: 'ACAD', type: 'ACADEMIC' },
  { id: 'mp-accelerated', createdAt: SEED_CREATED_AT, name: 'Accelerated Programme', code: 'ACC', type: 'ACADEMIC' },
  { id: 'mp-early-years', createdAt: SEED_CREATED_AT, name: 'Early Years Programme', code: 'EYP', type: 'NONACADEMIC' },
  { id: 'mp-enrichment', createdAt: SEED_CREATED_AT, name: 'Enrichment Programme', code: 'ENR', type: 'NONACADEMIC' },
];

const LEVELS: ReadonlyArray<readonly [name: string, code: string, programmeId: string]> = [
  ['Pre-Nursery', 'PRE_NURSERY', 'mp-early-years'],
  ['Nursery', 'NURSERY', 'mp-early-years'],
  ['Kindergarten 1', 'KINDERGARTEN1', 'mp-early-years'],
  ['Kindergarten 2', 'KINDERGARTEN2', 'mp-early-years'],
  ...[1, 2, 3, 4, 5, 6].map((n) => [`Primary ${n}`, `PRIMARY${n}`, 'mp-academic'] as const),
  ...[1, 2, 3, 4].map((n) => [`Secondary ${n}`, `SECONDARY${n}`, 'mp-academic'] as const),
  ...[1, 2, 3].map((n) => [`Secondary ${n} Acc`, `SECONDARY${n}_ACC`, 'mp-accelerated'] as const),
  ['Junior College Bridging', 'JUNIOR_COLLEGE_BRIDGING', 'mp-academic'],
  ['Junior College 1', 'JUNIOR_COLLEGE1', 'mp-academic'],
  ['Junior College 2', 'JUNIOR_COLLEGE2', 'mp-academic'],
];

/** Level ids are `ml-` plus the code in kebab case, e.g. `ml-primary4`, `ml-secondary1-acc`. */
export const masterLevels: MasterLevel[] = LEVELS.map(([name, code, masterProgrammeId], index) => ({
  id: `ml-${code.toLowerCase().replace(/_/g, '-')}`,
  createdAt: SEED_CREATED_AT,
  name,
  code,
  order: index + 1,
  masterProgrammeId,
}));

const SUBJECTS: ReadonlyArray<readonly [string, string]> = [
  ['English Language', 'EL'], ['Mathematics', 'MA'], ['Science', 'SC'], ['Chinese', 'CL'],
  ['Malay', 'ML'], ['Social Studies', 'SS'], ['Physics', 'PH'], ['Chemistry', 'CH'], ['Biology', 'BI'],
  ['History', 'HI'], ['Geography', 'GE'], ['Art', 'AR'], ['Music', 'MU'], ['Physical Education', 'PE'],
  ['Character and Citizenship Education', 'CCE'],
];

export const subjects: Subject[] = SUBJECTS.map(([name, code]) => ({
  id: `sub-${slug(name)}`,
  createdAt: SEED_CREATED_AT,
  name,
  code,
}));

export const positions: Position[] = ['Principal', 'Vice Principal', 'Head of Department', 'Teacher'].map((name) => ({
  id: `pos-${slug(name)}`,
  createdAt: SEED_CREATED_AT,
  name,
}));

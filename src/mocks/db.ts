import { Collection, type Entity } from './collection';
import { buildSeed } from './seed';
import type { DemoData } from './types';

type Tables = { [K in keyof DemoData]: Collection<DemoData[K][number] & Entity> };

type ChangeListener = () => void;
const listeners = new Set<ChangeListener>();
let silent = false;

function notify(): void {
  if (!silent) listeners.forEach((listener) => listener());
}

const TABLE_NAMES = [
  'branches', 'academicYears', 'masterProgrammes', 'masterLevels', 'classYears', 'students', 'subjects',
  'positions', 'employeePositions', 'users', 'teachingAssignments', 'sveExamTypes', 'sveExamTypeAssignments',
  'calendarEvents', 'assignments', 'studentAssignments', 'sessions', 'handoffCodes',
  'studentParticulars', 'subjectYears', 'assessments', 'gradeBoundaries', 'studentTermRecords', 'studentYearRecords',
  'holidays', 'ebadges', 'ebadgeAwards',
] as const satisfies ReadonlyArray<keyof DemoData>;

function createTables(): Tables {
  const entries = TABLE_NAMES.map((name) => [name, new Collection(notify)] as const);
  return Object.fromEntries(entries) as unknown as Tables;
}

/** The demo backend's database: one typed in-memory collection per resource. */
export const db: Tables = createTables();

/** Replaces every table's rows at once (reseed or restore from storage), notifying once. */
export function loadDemoData(data: DemoData): void {
  silent = true;
  try {
    for (const name of TABLE_NAMES) {
      const table: Collection<Entity> = db[name];
      table.replaceAll(data[name]);
    }
  } finally {
    silent = false;
  }
  notify();
}

/** A plain copy of every table, for persistence. */
export function exportDemoData(): DemoData {
  const entries = TABLE_NAMES.map((name) => [name, db[name].all()] as const);
  return Object.fromEntries(entries) as unknown as DemoData;
}

/** Reseeds the database deterministically; tests call it after each case. */
export function resetDemoDatabase(): void {
  loadDemoData(buildSeed());
}

/** Subscribes to any change of the database (the browser persists on change). */
export function onDemoDataChange(listener: ChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

resetDemoDatabase();

// The grown classes of the class-report-pdf and batch-print benches: each listed demo class grown to `students`
// students (copies of its own students, with their particulars, marks, form-class records, CCA memberships and
// LEAPS events under new ids), every student of those classes given `remark` for `term`, and Han characters
// stripped from their names when asked. Built from the same deterministic seed the browser builds, and written
// as JSON of the changed tables to `out`, which the bench stores in the browser's saved demo state
// (src/mocks/persistence.ts) of its own browser context.
// Usage: tsx class-report-probe.ts <out.json> <classId[,classId…]> <students per class> <term> <stripHan 0|1> <remark>
import { writeFileSync } from 'node:fs';
import type * as DemoDatabase from '../../src/mocks/db';
import type * as DemoSeed from '../../src/mocks/seed';
import { openAppModules } from '../app-modules';

type Row = Record<string, unknown> & { id: string };
interface StudentRow extends Row {
  classYearId: string;
  fullName: string;
  name?: string;
}

const [out, classIds, target, term, stripHan, remark] = process.argv.slice(2);
if (!out || !classIds || !target || !term || !stripHan || remark === undefined) throw new Error('usage: see the file');

// The database collects its domains' tables by import.meta.glob, so it is loaded through Vite.
const modules = await openAppModules();
const { exportDemoData } = (await modules.ssrLoadModule('/src/mocks/db.ts')) as typeof DemoDatabase;
const { SEED_VERSION } = (await modules.ssrLoadModule('/src/mocks/seed.ts')) as typeof DemoSeed;
// A mutable copy: the tables hand out frozen rows.
const data = JSON.parse(JSON.stringify(exportDemoData())) as Record<string, Row[]>;
await modules.close();
const table = (name: string): Row[] => {
  const rows = data[name];
  if (!rows) throw new Error(`no table ${name}`);
  return rows;
};
const students = table('students') as StudentRow[];

/** Copies `original` into its class under a new id and name, with everything its reports print. */
function copyStudent(original: StudentRow): StudentRow {
  const id = `${original.id}-bench`;
  const fullName = `${original.fullName} Junior`;
  const student: StudentRow = { ...original, id, name: fullName, fullName };
  students.push(student);
  const particulars = table('studentParticulars');
  for (const row of particulars.filter((candidate) => candidate.id === original.id)) particulars.push({ ...row, id });
  for (const name of ['studentTermRecords', 'studentYearRecords', 'ccaMembers']) {
    const rows = table(name);
    for (const row of rows.filter((candidate) => candidate.studentId === original.id)) {
      rows.push({ ...row, id: `${row.id}-bench`, studentId: id });
    }
  }
  for (const assessment of table('assessments')) {
    const scores = assessment.scores as Record<string, number | null>;
    if (original.id in scores) scores[id] = scores[original.id] ?? null;
  }
  for (const event of table('leapsEvents')) {
    const taking = event.students as { studentId: string }[];
    const part = taking.find((entry) => entry.studentId === original.id);
    if (part) taking.push({ ...part, studentId: id });
  }
  return student;
}

const grown: StudentRow[] = [];
for (const classId of classIds.split(',')) {
  const inClass = students.filter((student) => student.classYearId === classId);
  for (let copy = 0; inClass.length < Number(target); copy += 1) {
    const original = inClass[copy];
    if (!original) throw new Error(`class ${classId} has no students`);
    inClass.push(copyStudent(original));
  }
  grown.push(...inClass);
}
const ids = new Set(grown.map((student) => student.id));
for (const row of table('studentTermRecords')) {
  if (ids.has(String(row.studentId)) && row.term === Number(term)) row.remark = remark;
}
if (stripHan === '1') {
  for (const student of grown) {
    student.fullName = student.fullName.replace(/\s*\p{Script=Han}+/gu, '');
    student.name = student.fullName;
  }
}
const changed = ['students', 'studentParticulars', 'studentTermRecords', 'studentYearRecords', 'assessments', 'ccaMembers', 'leapsEvents'];
const tables = Object.fromEntries(changed.map((name) => [name, table(name)]));
writeFileSync(out, JSON.stringify({ version: SEED_VERSION, tables }));

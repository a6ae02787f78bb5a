// The class-report-pdf bench's class: one demo class grown to `students` students (copies of its own
// students, with their particulars, marks and form-class records, under new ids), every student given
// `remark` for `term`, and Han characters stripped from the names when asked. Built from the same
// deterministic seed the browser builds, and written as JSON of the changed tables to `out`, which the
// bench stores in the browser's saved demo state (src/mocks/persistence.ts) of its own browser context.
// Usage: tsx class-report-probe.ts <out.json> <classId> <students> <term> <stripHan 0|1> <remark>
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

const [out, classId, target, term, stripHan, remark] = process.argv.slice(2);
if (!out || !classId || !target || !term || !stripHan || remark === undefined) throw new Error('usage: see the file');

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
const inClass = students.filter((student) => student.classYearId === classId);
for (let copy = 0; inClass.length < Number(target); copy += 1) {
  const original = inClass[copy];
  if (!original) throw new Error(`class ${classId} has no students`);
  const id = `${original.id}-bench`;
  const fullName = `${original.fullName} Junior`;
  const student: StudentRow = { ...original, id, name: fullName, fullName };
  students.push(student);
  inClass.push(student);
  const particulars = table('studentParticulars');
  for (const row of particulars.filter((candidate) => candidate.id === original.id)) particulars.push({ ...row, id });
  for (const name of ['studentTermRecords', 'studentYearRecords']) {
    const rows = table(name);
    for (const row of rows.filter((candidate) => candidate.studentId === original.id)) {
      rows.push({ ...row, id: `${row.id}-bench`, studentId: id });
    }
  }
  for (const assessment of table('assessments')) {
    const scores = assessment.scores as Record<string, number | null>;
    if (original.id in scores) scores[id] = scores[original.id] ?? null;
  }
}
const ids = new Set(inClass.map((student) => student.id));
for (const row of table('studentTermRecords')) {
  if (ids.has(String(row.studentId)) && row.term === Number(term)) row.remark = remark;
}
if (stripHan === '1') {
  for (const student of inClass) {
    student.fullName = student.fullName.replace(/\s*\p{Script=Han}+/gu, '');
    student.name = student.fullName;
  }
}
const changed = ['students', 'studentParticulars', 'studentTermRecords', 'studentYearRecords', 'assessments'];
const tables = Object.fromEntries(changed.map((name) => [name, table(name)]));
writeFileSync(out, JSON.stringify({ version: SEED_VERSION, tables }));

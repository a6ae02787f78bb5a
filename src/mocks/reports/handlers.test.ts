import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { call, getJson, signIn } from '../test-client';

const CLASS = 'cy-primary-4-courage';
type Student = Record<string, unknown> & { id: string; fullName: string; indexNumber: number };
interface Report {
  school: { name: string; branchName: string; address: string };
  academicYear: { id: string; year: string };
  classYear: { id: string; name: string; levelName: string; homeroomTeacherName: string | null };
  term: number;
  reportType: string;
  students: Student[];
}
const SECTIONS = ['termProgress', 'semester', 'ftp', 'ftpEvaluation', 'leaps'];
const report = async (term: number, type: string, username = 'principal') =>
  getJson<Report>(`/class-years/${CLASS}/reports/${term}/${type}`, await signIn(username));

function onlySection(students: Student[], name: string): void {
  for (const student of students) {
    expect(student[name]).toBeTruthy();
    for (const other of SECTIONS.filter((section) => section !== name)) expect(student).not.toHaveProperty(other);
  }
}

describe('GET /class-years/:id/reports/:term/:reportType', () => {
  it('gives the header and students by name with index numbers, and no issue date (the portal dates reports when it makes them)', async () => {
    const { status, body } = await report(1, 'REPORT_TERM');
    expect(status).toBe(200);
    expect(body.school).toEqual({ name: 'Lakeside International School', branchName: 'Orchard Campus', address: '12 Orchard Link, Singapore 238839' });
    expect(body.classYear).toEqual({ id: CLASS, name: 'Primary 4 Courage', levelName: 'Primary 4', homeroomTeacherName: 'Mdm Siti Rahmah' });
    expect(body).not.toHaveProperty('reportDate');
    expect(body.students).toHaveLength(db.students.filter((student) => student.classYearId === CLASS).length);
    expect(body.students.map((student) => student.indexNumber)).toEqual(body.students.map((_, index) => index + 1));
    const names = body.students.map((student) => student.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names.some((name) => /\p{Script=Han}/u.test(name))).toBe(true);
  });

  it('term progress: subjects with two assessment scores, term score and grade', async () => {
    const { body } = await report(3, 'REPORT_TERM');
    onlySection(body.students, 'termProgress');
    const progress = body.students[0]!.termProgress as { subjects: Array<{ subjectName: string; assessments: Array<{ typeCode: string; maxScore: number }>; grade: string }> };
    expect(progress.subjects.map((subject) => subject.subjectName)).toEqual(['Chinese', 'English Language', 'Mathematics', 'Science']);
    expect(progress.subjects[0]!.assessments.map((row) => [row.typeCode, row.maxScore])).toEqual([['CA', 50], ['TT', 50]]);
  });

  it('says which term scores and final scores count a blank mark as 0', async () => {
    const student = db.students.filter((row) => row.classYearId === CLASS).sort((a, b) => a.fullName.localeCompare(b.fullName, 'en'))[0]!;
    const [first, second] = db.assessments
      .filter((row) => row.subjectYearId === 'sy-primary-4-courage-mathematics' && row.term === 2)
      .sort((a, b) => a.order - b.order);
    db.assessments.update(first!.id, { scores: Object.fromEntries(Object.entries(first!.scores).filter(([id]) => id !== student.id)) });
    db.assessments.update(second!.id, { scores: { ...second!.scores, [student.id]: 45 } });
    type Subject = { subjectName: string; termScores: Array<{ term: number; score: number | null; scoreIncomplete: boolean; finalScoreIncomplete: boolean }>; finalScoreIncomplete: boolean };
    const { body } = await report(2, 'REPORT_SEMESTER');
    const semester = body.students.find((row) => row.id === student.id)!.semester as { subjects: Subject[] };
    const maths = semester.subjects.find((subject) => subject.subjectName === 'Mathematics')!;
    expect(maths.termScores[1]).toMatchObject({ term: 2, score: 45, scoreIncomplete: true, finalScoreIncomplete: true });
    expect(maths.finalScoreIncomplete).toBe(true);
  });

  it('semester: both term final scores, the semester grade, and a competition-ranked class position', async () => {
    const { body } = await report(2, 'REPORT_SEMESTER');
    onlySection(body.students, 'semester');
    type Semester = { subjects: Array<{ termScores: Array<{ term: number }> }>; overallAverage: number | null; classPosition: number | null; classSize: number };
    const sections = body.students.map((student) => student.semester as Semester);
    expect(sections[0]!.subjects[0]!.termScores.map((row) => row.term)).toEqual([1, 2]);
    expect(sections.every((section) => section.classSize === body.students.length)).toBe(true);
    const ranked = sections.filter((section) => section.overallAverage !== null);
    for (const section of ranked) {
      const better = ranked.filter((other) => other.overallAverage! > section.overallAverage!).length;
      expect(section.classPosition).toBe(better + 1);
    }
    expect(Math.min(...ranked.map((section) => section.classPosition!))).toBe(1);
  });

  it('semester: each student carries their CCAs of the year by name, with attendance and grade (null until graded)', async () => {
    type Semester = { ccas: Array<{ name: string; attendance: number | null; grade: string | null }> };
    const { body } = await report(2, 'REPORT_SEMESTER');
    const withCcas = body.students.filter((student) => (student.semester as Semester).ccas.length > 0);
    expect(withCcas.length).toBeGreaterThan(0);
    for (const student of withCcas) {
      const members = db.ccaMembers.filter((row) => row.studentId === student.id && row.academicYearId === 'ay-2026');
      const ccas = (student.semester as Semester).ccas;
      expect(ccas).toHaveLength(members.length);
      expect(ccas.map((cca) => cca.name)).toEqual([...ccas.map((cca) => cca.name)].sort((a, b) => a.localeCompare(b, 'en')));
      for (const member of members) {
        const name = db.ccas.get(db.ccaYears.get(member.ccaYearId)!.ccaId)!.name;
        expect(ccas).toContainEqual({ name, attendance: member.attendance, grade: member.grade });
      }
    }
    const graded = withCcas.flatMap((student) => (student.semester as Semester).ccas);
    expect(graded.some((cca) => cca.grade !== null)).toBe(true);
    expect(graded.some((cca) => cca.grade === null)).toBe(true);
    // Term progress reports carry no CCAs (graded once a year).
    expect((await report(1, 'REPORT_TERM')).body.students.every((student) => !('ccas' in student))).toBe(true);
  });

  it('FTP: remark, five conduct items and attendance over the term school days', async () => {
    const { body } = await report(2, 'FTP');
    onlySection(body.students, 'ftp');
    const ftp = body.students[0]!.ftp as { conduct: unknown[]; attendance: Record<string, number>; heightCm: number };
    expect(ftp.conduct).toHaveLength(5);
    const { present, late, absent, absentWithoutExcuse, schoolDays } = ftp.attendance as Record<string, number>;
    expect(present! + late! + absent! + absentWithoutExcuse!).toBe(schoolDays);
    // 5 Oct – 18 Dec 2026: 55 weekdays less Children's Day (9 Oct) and Deepavali (9 Nov).
    expect(schoolDays).toBe(53);
  });

  it("term progress and semester reports also carry the term's form-class record, read from the term record", async () => {
    for (const [term, type] of [[3, 'REPORT_TERM'], [4, 'REPORT_SEMESTER']] as const) {
      const { body } = await report(term, type);
      for (const student of body.students) {
        const record = db.studentTermRecords.find((row) => row.studentId === student.id && row.term === term && row.academicYearId === body.academicYear.id)!;
        expect(student.formClass).toMatchObject({
          remark: record.remark,
          attendance: { present: record.present, late: record.late, absent: record.absent, absentWithoutExcuse: record.absentWithoutExcuse },
          heightCm: record.heightCm,
          weightKg: record.weightKg,
        });
        expect((student.formClass as { conduct: unknown[] }).conduct).toHaveLength(5);
      }
    }
    // A remark saved on the remark screen is in the next answer.
    const { body } = await report(3, 'REPORT_TERM');
    const first = body.students[0]!;
    const record = db.studentTermRecords.find((row) => row.studentId === first.id && row.term === 3 && row.academicYearId === body.academicYear.id)!;
    db.studentTermRecords.update(record.id, { remark: 'A new remark.' });
    expect((await report(3, 'REPORT_TERM')).body.students[0]!.formClass).toMatchObject({ remark: 'A new remark.' });
  });

  it('term 4: FTP evaluation with observation levels and LEAPS attainment', async () => {
    const evaluation = await report(4, 'FTP_EVALUATION');
    onlySection(evaluation.body.students, 'ftpEvaluation');
    const items = (evaluation.body.students[0]!.ftpEvaluation as { items: Array<{ level: string }> }).items;
    expect(items).toHaveLength(5);
    expect(items.every((item) => ['NEED_ASSISTANCE', 'EMERGING', 'FREQUENTLY_OBSERVED', 'CONSISTENTLY_OBSERVED'].includes(item.level))).toBe(true);
    const leaps = await report(4, 'LEAPS');
    onlySection(leaps.body.students, 'leaps');
    const first = leaps.body.students[0]!.leaps as { overallAttainment: string; events: unknown[] };
    expect(['Excellent', 'Good', 'Fair', 'Below Fair']).toContain(first.overallAttainment);
    expect(first.events.length).toBeGreaterThan(0);
  });

  it('answers 400 when the term does not offer the type, for an unknown type or term', async () => {
    const leaps = await report(3, 'LEAPS');
    expect(leaps.status).toBe(400);
    expect(leaps.body).toEqual({ message: 'Term 3 does not offer the LEAPS Report.' });
    expect((await report(1, 'PAYSLIP')).status).toBe(400);
    expect((await report(0, 'FTP')).status).toBe(400);
  });

  it('needs view on Class and StudentReport and a class the user sees', async () => {
    expect((await report(1, 'FTP', 'newcomer')).status).toBe(403);
    const stranger = await call('/class-years/cy-secondary-1-harmony/reports/1/FTP', { token: await signIn('teacher') });
    expect(stranger.status).toBe(403);
    expect((await report(1, 'FTP', 'teacher')).status).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { ageAt } from '../../domain/school/age';
import { db } from '../db';
import { call, getJson, signIn } from '../test-client';

interface List<T> {
  data: T[];
  count: number;
}
interface ClassItem {
  id: string;
  name: string;
  academicYear: { id: string; year: string };
  branch: { id: string; name: string };
  masterLevel: { id: string; name: string };
  homeroomTeacher: { id: string; fullName: string } | null;
  studentsCount: number;
}

describe('GET /class-years', () => {
  it("shows the principal every class of the principal's campus and year, with its relations embedded", async () => {
    const token = await signIn('principal');
    const { body } = await getJson<List<ClassItem>>('/class-years?academicYearId=ay-2026&pageSize=0', token);
    expect(body.count).toBe(db.classYears.filter((classYear) => classYear.branchId === 'br-1' && classYear.academicYearId === 'ay-2026').length);
    expect(body.data.every((item) => item.branch.id === 'br-1')).toBe(true);
    const shared = body.data.find((item) => item.id === 'cy-primary-4-courage');
    expect(shared).toMatchObject({
      name: 'Primary 4 Courage',
      academicYear: { id: 'ay-2026', year: '2026/2027' },
      branch: { id: 'br-1', name: 'Orchard Campus' },
      masterLevel: { id: 'ml-primary4', name: 'Primary 4' },
      homeroomTeacher: { id: 'u-principal', fullName: 'Mdm Siti Rahmah' },
    });
    expect(shared!.studentsCount).toBe(db.students.filter((student) => student.classYearId === shared!.id).length);
  });

  it('shows a teacher only the classes they are homeroom teacher of or teach', async () => {
    const homeroom = await getJson<List<ClassItem>>('/class-years?pageSize=0', await signIn('homeroom'));
    expect(homeroom.body.data.map((item) => item.id).sort()).toEqual(['cy-primary-4-courage', 'cy-primary-5-courage']);
    const teacher = await getJson<List<ClassItem>>('/class-years?pageSize=0', await signIn('teacher'));
    expect(teacher.body.data.map((item) => item.id).sort()).toEqual(['cy-primary-4-courage', 'cy-primary-5-courage', 'cy-primary-6-integrity']);
  });

  it('filters by level, searches by name and sorts by level order', async () => {
    const token = await signIn('principal');
    const primary4 = await getJson<List<ClassItem>>('/class-years?masterLevelId=ml-primary4&pageSize=0', token);
    expect(primary4.body.data.map((item) => item.name).sort()).toEqual(['Primary 4 Courage', 'Primary 4 Integrity']);
    const search = await getJson<List<ClassItem>>('/class-years?name=courage&pageSize=0', token);
    expect(search.body.count).toBe(6);
    const byLevel = await getJson<List<ClassItem>>('/class-years?sortBy=level&pageSize=0', token);
    expect(byLevel.body.data[0]!.masterLevel.name).toBe('Primary 1');
    expect(byLevel.body.data.at(-1)!.masterLevel.name).toBe('Junior College 2');
    const desc = await getJson<List<ClassItem>>('/class-years?sortBy=-name&pageSize=3', token);
    expect(desc.body.data.map((item) => item.name)).toEqual([...desc.body.data.map((item) => item.name)].sort().reverse());
  });

  it('answers 401 without a token and 403 without view on Class', async () => {
    expect((await call('/class-years')).status).toBe(401);
    const token = await signIn('teacher');
    db.users.update('u-teacher', { permissions: [] });
    const response = await call('/class-years', { token });
    expect(response.status).toBe(403);
  });
});

describe('GET /class-years/:id', () => {
  it('lists the subjects with their teachers', async () => {
    const { body } = await getJson<ClassItem & { subjects: Array<{ subjectYearId: string; name: string; teachers: Array<{ id: string }> }> }>(
      '/class-years/cy-primary-4-courage',
      await signIn('teacher'),
    );
    expect(body.subjects.map((subject) => subject.name)).toEqual(['Chinese', 'English Language', 'Mathematics', 'Science']);
    expect(body.subjects.find((subject) => subject.name === 'Mathematics')).toMatchObject({
      subjectYearId: 'sy-primary-4-courage-mathematics',
      teachers: [{ id: 'u-teacher' }],
    });
  });

  it('answers 404 for an unknown class and 403 for a class the user does not see', async () => {
    const token = await signIn('teacher');
    expect((await call('/class-years/nope', { token })).status).toBe(404);
    const forbidden = await call('/class-years/cy-secondary-1-harmony', { token });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ message: 'You do not have access to this class.' });
  });
});

describe('students of a class', () => {
  it('lists them sorted by name with ID type and number', async () => {
    const token = await signIn('homeroom');
    const { body } = await getJson<List<{ id: string; fullName: string; idType: string; idNumber: string; gender: string; title: string }>>(
      '/class-years/cy-primary-5-courage/students?pageSize=0',
      token,
    );
    expect(body.count).toBe(db.students.filter((student) => student.classYearId === 'cy-primary-5-courage').length);
    const names = body.data.map((student) => student.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
    expect(body.data.every((student) => ['KTP', 'SIM', 'Passport', 'NPWP', 'KITAS', 'KITAP'].includes(student.idType) && student.idNumber)).toBe(true);
  });

  it('gives one student with religion and guardians, and refuses one from another class', async () => {
    const token = await signIn('homeroom');
    const student = db.students.find((row) => row.classYearId === 'cy-primary-5-courage')!;
    const { body } = await getJson<{ religion: string; guardians: Array<{ relationship: string; email: string }>; classYearId: string }>(
      `/students/${student.id}`,
      token,
    );
    expect(body.classYearId).toBe('cy-primary-5-courage');
    expect(['Buddhist', 'Catholic', 'Christian', 'Confucian', 'Hindu', 'Moslem', 'Others']).toContain(body.religion);
    expect(body.guardians[0]).toMatchObject({ relationship: 'Father', email: expect.stringContaining('@') });
    const stranger = db.students.find((row) => row.classYearId === 'cy-secondary-1-harmony')!;
    expect((await call(`/students/${stranger.id}`, { token })).status).toBe(403);
    expect((await call('/students/st-none', { token })).status).toBe(404);
  });

  it('has an age for every student via the age rule (sanity of dates of birth)', () => {
    const student = db.students.find((row) => row.classYearId === 'cy-primary-4-courage')!;
    expect(ageAt(student.dateOfBirth, '2026-11-21').years).toBeGreaterThanOrEqual(9);
  });
});

describe('GET /students/:id/record', () => {
  interface StudentRecord {
    subjects: Array<{
      subjectName: string;
      terms: Array<{ term: number; score: number | null; finalScore: number | null; scoreIncomplete: boolean; finalScoreIncomplete: boolean; grade: string }>;
    }>;
    attendance: Array<{ term: number; present: number; late: number; absent: number; absentWithoutExcuse: number }>;
    remarks: Array<{ term: number; text: string }>;
    conduct: Array<{ term: number; items: Array<{ descriptor: string; frequency: string }> }>;
    heightAndWeight: Array<{ term: number; heightCm: number; weightKg: number }>;
    promotionOutcome: string | null;
  }

  it('computes term and final scores and grades through the rules', async () => {
    const token = await signIn('teacher');
    const student = db.students.find((row) => row.classYearId === 'cy-primary-4-courage')!;
    const maths = db.assessments.filter((row) => row.subjectYearId === 'sy-primary-4-courage-mathematics');
    const set = (term: number, order: number, score: number) => {
      const row = maths.find((candidate) => candidate.term === term && candidate.order === order)!;
      db.assessments.update(row.id, { scores: { ...row.scores, [student.id]: score } });
    };
    set(1, 1, 40);
    set(1, 2, 42);
    set(2, 1, 30);
    set(2, 2, 30);
    const { body } = await getJson<StudentRecord>(`/students/${student.id}/record?academicYearId=ay-2026`, token);
    const terms = body.subjects.find((subject) => subject.subjectName === 'Mathematics')!.terms;
    const complete = { scoreIncomplete: false, finalScoreIncomplete: false };
    expect(terms[0]).toEqual({ term: 1, score: 82, finalScore: 82, grade: 'A', ...complete });
    expect(terms[1]).toEqual({ term: 2, score: 60, finalScore: 71, grade: 'A', ...complete });
    expect(body.attendance).toHaveLength(4);
    expect(body.conduct[0]!.items).toHaveLength(5);
    expect(body.heightAndWeight[0]!.heightCm).toBeGreaterThan(100);
    expect(['Promoted', 'Conditionally Promoted', 'Retained']).toContain(body.promotionOutcome);
  });

  it('needs view on StudentReport', async () => {
    const token = await signIn('teacher');
    db.users.update('u-teacher', { permissions: [{ action: 'view', subject: 'Class' }] });
    const student = db.students.find((row) => row.classYearId === 'cy-primary-4-courage')!;
    expect((await call(`/students/${student.id}/record`, { token })).status).toBe(403);
  });
});

describe('GET /holidays', () => {
  it('lists the school holidays of the year by date', async () => {
    const { body } = await getJson<List<{ date: string; name: string }>>('/holidays?academicYearId=ay-2026&pageSize=0', await signIn('teacher'));
    expect(body.count).toBeGreaterThan(5);
    expect(body.data.map((holiday) => holiday.date)).toEqual([...body.data.map((holiday) => holiday.date)].sort());
  });
});

describe("a principal's reach ends at the campus (issue 19, scope 4)", () => {
  const tampinesClass = 'cy-primary-1-resilience';
  const tampinesStudent = () => db.students.find((student) => student.classYearId === tampinesClass)!.id;

  it('refuses the Orchard principal a Tampines class, its students, a student and the class report', async () => {
    const token = await signIn('principal');
    expect((await call(`/class-years/${tampinesClass}`, { token })).status).toBe(403);
    expect((await call(`/class-years/${tampinesClass}/students`, { token })).status).toBe(403);
    expect((await call(`/students/${tampinesStudent()}`, { token })).status).toBe(403);
    expect((await call(`/students/${tampinesStudent()}/record?academicYearId=ay-2026`, { token })).status).toBe(403);
    expect((await call(`/class-years/${tampinesClass}/reports/2/REPORT_SEMESTER`, { token })).status).toBe(403);
    const students = await getJson<List<{ id: string }>>('/students?pageSize=0', token);
    expect(students.body.data.map((student) => student.id)).not.toContain(tampinesStudent());
  });

  it("still lets the Tampines class's own teacher in", async () => {
    const token = await signIn('newcomer');
    expect((await call(`/class-years/${tampinesClass}`, { token })).status).toBe(200);
    expect((await call(`/students/${tampinesStudent()}`, { token })).status).toBe(200);
  });
});

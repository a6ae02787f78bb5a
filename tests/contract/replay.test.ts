import { describe, expect, it } from 'vitest';
import { operationIds, replay, replayed, signIn } from './replay-client';

// Replays the demo backend's answers for every operation of docs/openapi.json and validates each
// against the document (ajv), so the demo backend, the zod schemas and the document cannot drift.

interface List<T> {
  data: T[];
  count?: number;
}
type Id = { id: string };

const YEAR = 'ay-2026';
const CLASS = 'cy-primary-4-courage';
const BRANCH = 'br-1';

describe('the demo backend answers as docs/openapi.json says', () => {
  it('signs in, hands off and reads the signed-in user', async () => {
    await replay('login', { body: { username: 'principal', password: 'wrong' }, status: 401 });
    const token = await signIn('principal');
    await replay('getSelfUser', { status: 401 });
    await replay('getSelfUser', { token, status: 200 });
    await replay('getMyPositions', { token, status: 200 });
    await replay('getCurrentAcademicYear', { token, status: 200 });
    await replay('getSveExamTypesByUser', { token, query: { page: 0, pageSize: 1, academicYearId: YEAR }, status: 200 });
    await replay('getDashboard', { token, status: 200 });
    const { code } = await replay<{ code: string }>('createHandoffCode', { token, status: 201 });
    await replay('exchangeHandoffCode', { body: { code }, status: 200 });
    await replay('exchangeHandoffCode', { body: { code }, status: 401 });
  });

  it('serves the reference lists and their items', async () => {
    const token = await signIn('principal');
    for (const [list, get] of [
      ['listAcademicYears', 'getAcademicYear'],
      ['listBranches', 'getBranch'],
      ['listMasterLevels', 'getMasterLevel'],
      ['listMasterProgrammes', 'getMasterProgramme'],
      ['listPlacementApplicants', 'getPlacementApplicant'],
    ] as const) {
      const page = await replay<List<Id>>(list, { token, query: { page: 0, pageSize: 5 }, status: 200 });
      await replay(get, { token, params: { id: page.data[0]!.id }, status: 200 });
      await replay(get, { token, params: { id: 'none' }, status: 404 });
    }
  });

  it('serves classes, their students and records, and e-badges', async () => {
    const token = await signIn('principal');
    await replay('listClassYears', { token, query: { academicYearId: YEAR, sortBy: 'level', pageSize: 10 }, status: 200 });
    await replay('getClassYear', { token, params: { id: CLASS }, status: 200 });
    await replay('getClassYear', { token, params: { id: 'none' }, status: 404 });
    const teacher = await signIn('teacher');
    const all = await replay<List<Id>>('listClassYears', { token, query: { pageSize: 0 }, status: 200 });
    const visible = await replay<List<Id>>('listClassYears', { token: teacher, query: { pageSize: 0 }, status: 200 });
    const stranger = all.data.find((item) => !visible.data.some((seen) => seen.id === item.id))!;
    await replay('getClassYear', { token: teacher, params: { id: stranger.id }, status: 403 });

    const students = await replay<List<Id>>('listClassStudents', { token, params: { classYearId: CLASS }, query: { pageSize: 5 }, status: 200 });
    const studentId = students.data[0]!.id;
    await replay('getStudent', { token, params: { id: studentId }, status: 200 });
    await replay('getStudent', { token, params: { id: 'none' }, status: 404 });
    await replay('listStudents', { token: teacher, query: { page: 0, pageSize: 5, fullName: 'tan' }, status: 200 });
    await replay('getStudentRecord', { token, params: { id: studentId }, query: { academicYearId: YEAR }, status: 200 });

    const badges = await replay<List<Id>>('listEbadges', { token, query: { pageSize: 0, sortBy: 'name' }, status: 200 });
    const award = { academicYearId: YEAR, ebadgeId: badges.data[0]!.id, studentIds: [studentId], note: 'Contract test' };
    await replay('awardEbadge', { token, params: { classYearId: CLASS }, body: award, status: 201 });
    await replay('awardEbadge', { token, params: { classYearId: CLASS }, body: { ...award, studentIds: [] }, status: 422 });
    await replay('listEbadgeAwards', { token, params: { classYearId: CLASS }, query: { academicYearId: YEAR, pageSize: 0 }, status: 200 });
  });

  it('serves subject years, the gradebook and grade boundaries', async () => {
    const token = await signIn('principal');
    const subjectYears = await replay<List<Id>>('listSubjectYears', { token, query: { academicYearId: YEAR, classYearId: CLASS }, status: 200 });
    const id = subjectYears.data[0]!.id;
    await replay('getSubjectYear', { token, params: { id }, status: 200 });
    await replay('getGradebook', { token, params: { id }, query: { term: 5 }, status: 400 });
    const sheet = await replay<{
      assessments: { id: string; maxScore: number }[];
      students: Id[];
      gradeBoundaries: { id: string; gradeAMin: number; gradeBMin: number; gradeCMin: number; gradeDMin: number } | null;
    }>('getGradebook', { token, params: { id }, query: { term: 2 }, status: 200 });
    const cell = { studentId: sheet.students[0]!.id, assessmentId: sheet.assessments[0]!.id };
    await replay('saveGradebookScores', { token, params: { id }, body: { term: 2, scores: [{ ...cell, score: 41 }] }, status: 200 });
    await replay('saveGradebookScores', { token, params: { id }, body: { term: 2, scores: [{ ...cell, score: 999 }] }, status: 422 });
    const { id: boundariesId, ...boundaries } = sheet.gradeBoundaries!;
    const values = { gradeAMin: boundaries.gradeAMin, gradeBMin: boundaries.gradeBMin, gradeCMin: boundaries.gradeCMin, gradeDMin: boundaries.gradeDMin };
    await replay('updateGradeBoundaries', { token, params: { id: boundariesId }, body: values, status: 200 });
    await replay('updateGradeBoundaries', { token, params: { id: boundariesId }, body: { ...values, gradeDMin: 101 }, status: 422 });
  });

  it('serves every report type of a class', async () => {
    const token = await signIn('principal');
    for (const [term, reportType] of [
      [1, 'REPORT_TERM'],
      [1, 'FTP'],
      [2, 'REPORT_SEMESTER'],
      [4, 'FTP_EVALUATION'],
      [4, 'LEAPS'],
    ] as const) {
      await replay('getClassReport', { token, params: { classYearId: CLASS, term, reportType }, status: 200 });
    }
    await replay('getClassReport', { token, params: { classYearId: CLASS, term: 3, reportType: 'LEAPS' }, status: 400 });
  });

  it('serves placement test results to the principal of the branch and year', async () => {
    const token = await signIn('principal');
    const scope = { branchId: BRANCH, academicYearId: YEAR };
    await replay('listPlacementResults', { token, query: { academicYearId: YEAR }, status: 400 });
    await replay('listPlacementResults', { token: await signIn('homeroom'), query: scope, status: 403 });
    const results = await replay<List<Id>>('listPlacementResults', {
      token,
      query: { ...scope, page: 0, pageSize: 5, sortBy: '-testScore', relations: '["student","studentAdmission"]' },
      status: 200,
    });
    const admissions = await replay<List<{ studentId: string; masterProgrammeId: string; masterLevelId: string }>>('listStudentAdmissions', {
      token,
      query: { ...scope, pageSize: 5, relations: '["student"]', placementTestDate: 'any' },
      status: 200,
    });
    const { masterProgrammeId: programmeId, masterLevelId } = admissions.data[0]!;
    await replay('listPlacementTestDates', { token, query: { ...scope, programmeId, masterLevelId }, status: 200 });
    await replay('listPlacementTestDates', { token, query: scope, status: 400 });
    const schedules = await replay<List<Id>>('listPlacementSchedules', {
      token,
      query: { pageSize: 0, studentIds: admissions.data.map((admission) => admission.studentId).join(',') },
      status: 200,
    });
    await replay('getPlacementResultsBySchedule', { token, query: { placementTestScheduleIds: schedules.data.map((item) => item.id).join(',') }, status: 200 });
    await replay('listPlacementSettings', { token, query: { pageSize: 1 }, status: 200 });
    const entry = { id: results.data[0]!.id, ptResultStatus: 'ACCEPT' };
    await replay('bulkUpsertPlacementResults', { token, body: { placementTestResults: [entry] }, status: 200 });
    await replay('bulkUpsertPlacementResults', { token, body: { placementTestResults: [] }, status: 422 });
  });

  it('changes the password and signs out', async () => {
    const token = await signIn('principal');
    const change = { currentPassword: 'Demo@2026', newPassword: 'Orchard#2027x', confirmPassword: 'Orchard#2027x' };
    await replay('updatePassword', { token, body: { ...change, currentPassword: 'wrong' }, status: 422 });
    await replay('updatePassword', { token, body: change, status: 200 });
    await replay('logout', { token, status: 204 });
  });

  it('has replayed a success of every documented operation', () => {
    const succeeded = operationIds.filter((id) => [...replayed].some((entry) => /^ 2\d\d$/.test(entry.slice(id.length)) && entry.startsWith(id)));
    expect(operationIds.filter((id) => !succeeded.includes(id))).toEqual([]);
  });
});

import { expect, it } from 'vitest';
import { documentedOperation, operationIds, replay, replayed, signIn } from './replay-client';
import { DEMO_DEFAULT_PASSWORD } from '@/mocks/demo-accounts';

// The replay cases: the demo backend's answers for every operation of docs/openapi.json, successes and the main
// refusals, signed in as the demo accounts. replay.test.ts runs them to validate each answer against the document
// (ajv); refusal-walk.test.ts runs them again and sends broken copies of every write's body first.

interface List<T> {
  data: T[];
  count?: number;
}
type Id = { id: string };

const YEAR = 'ay-2026';
const CLASS = 'cy-primary-4-courage';
const BRANCH = 'br-1';

/** Registers the replay cases as tests of the calling file. */
export function replayCases(): void {
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
      scores: { studentId: string; assessmentId: string; version: number }[];
      gradeBoundaries: { id: string; gradeAMin: number; gradeBMin: number; gradeCMin: number; gradeDMin: number; version: number } | null;
    }>('getGradebook', { token, params: { id }, query: { term: 2 }, status: 200 });
    const { version, ...cell } = sheet.scores[0]!;
    await replay('saveGradebookScores', { token, params: { id }, body: { term: 2, scores: [{ ...cell, score: 41, version }] }, status: 200 });
    await replay('saveGradebookScores', { token, params: { id }, body: { term: 2, scores: [{ ...cell, score: 42, version }] }, status: 409 });
    await replay('saveGradebookScores', { token, params: { id }, body: { term: 2, scores: [{ ...cell, score: 999, version: version + 1 }] }, status: 422 });
    const { id: boundariesId, ...boundaries } = sheet.gradeBoundaries!;
    const values = { gradeAMin: boundaries.gradeAMin, gradeBMin: boundaries.gradeBMin, gradeCMin: boundaries.gradeCMin, gradeDMin: boundaries.gradeDMin };
    await replay('updateGradeBoundaries', { token, params: { id: boundariesId }, body: { ...values, version: boundaries.version }, status: 200 });
    await replay('updateGradeBoundaries', { token, params: { id: boundariesId }, body: { ...values, version: boundaries.version }, status: 409 });
    await replay('updateGradeBoundaries', { token, params: { id: boundariesId }, body: { ...values, gradeDMin: 101, version: boundaries.version + 1 }, status: 422 });
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
    const entry = { id: results.data[0]!.id, ptResultStatus: 'ACCEPT', finalNotes: 'Contract notes.' };
    await replay('bulkUpsertPlacementResults', { token, body: { placementTestResults: [{ ...entry, subjectTestScores: [{ subject: 'Astrology', score: 50 }] }] }, status: 422 });
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

  it('serves lesson resources: subjects, chapters, lessons, assignments, materials, review and activity', async () => {
    const teacher = await signIn('teacher');
    const homeroom = await signIn('homeroom');
    const principal = await signIn('principal');
    const subjects = await replay<List<Id>>('listResourceSubjects', { token: teacher, query: { pageSize: 0 }, status: 200 });
    const subjectId = subjects.data.find((item) => item.id === 'sy-primary-4-courage-mathematics')!.id;
    await replay('getResourceSubject', { token: teacher, params: { subjectId }, status: 200 });
    await replay('listReviewInbox', { token: homeroom, query: { inbox: 'review', pageSize: 0 }, status: 200 });
    await replay('listReviewInbox', { token: teacher, query: { inbox: 'sent-back', pageSize: 5 }, status: 200 });
    await replay('listReviewInbox', { token: teacher, status: 400 });
    await replay('getResourceSubject', { token: teacher, params: { subjectId: 'sy-primary-5-courage-english-language' }, status: 404 });
    await replay('createChapter', { token: homeroom, params: { subjectId }, body: { name: 'Mine' }, status: 403 });
    await replay('createChapter', { token: teacher, params: { subjectId }, body: { name: '' }, status: 422 });
    const { id: chapterId } = await replay<Id>('createChapter', { token: teacher, params: { subjectId }, body: { name: 'Contract chapter' }, status: 201 });
    await replay('updateChapter', { token: teacher, params: { chapterId }, body: { order: 1.5 }, status: 422 });
    await replay('updateChapter', { token: teacher, params: { chapterId }, body: { order: 0 }, status: 200 });
    await replay('updateChapter', { token: teacher, params: { chapterId }, body: { name: 'Contract chapter 2' }, status: 200 });
    const chapters = await replay<List<Id & { issuedCount: number }>>('listChapters', { token: teacher, params: { subjectId }, query: { pageSize: 0 }, status: 200 });
    await replay('getChapter', { token: teacher, params: { chapterId }, status: 200 });
    const issuedChapter = chapters.data.find((chapter) => chapter.issuedCount > 0)!;
    await replay('deleteChapter', { token: teacher, params: { chapterId: issuedChapter.id }, status: 409 });
    await replay('listChapterContents', { token: teacher, params: { chapterId: issuedChapter.id }, query: { pageSize: 0 }, status: 200 });

    const { id: lessonId } = await replay<Id>('createLesson', { token: teacher, params: { chapterId }, body: { name: 'Contract lesson' }, status: 201 });
    const settings = { assignmentType: 'Quiz', questionOrder: 'Random', answerReveal: 'Hide Until Past Deadline', attempts: 2, startDate: '2026-12-01', dueDate: '2026-12-08' };
    const { id: assignmentId } = await replay<Id>('createResourceAssignment', { token: teacher, params: { chapterId }, body: { name: 'Contract quiz', settings }, status: 201 });
    const link = { materialType: 'LINK', title: 'Reading', content: { url: 'https://www.moe.gov.sg/', description: '' } };
    await replay('createLessonMaterial', { token: teacher, params: { id: lessonId }, body: { ...link, content: { url: 'javascript:alert(1)' } }, status: 422 });
    const material = await replay<Id & { version: number }>('createLessonMaterial', { token: teacher, params: { id: lessonId }, body: link, status: 201 });
    await replay('createLessonMaterial', { token: teacher, params: { id: lessonId }, body: { ...link, title: 'Second' }, status: 201 });
    const question = { materialType: 'FITB', title: 'Q1', content: { passage: 'Half of 10 is [5].', maxMark: 1 } };
    await replay('createResourceAssignmentMaterial', { token: teacher, params: { id: assignmentId }, body: question, status: 201 });
    await replay('updateMaterial', { token: teacher, params: { materialId: material.id }, body: { order: 1 }, status: 200 });
    await replay('updateMaterial', { token: teacher, params: { materialId: material.id }, body: { ...link, title: 'Edited', version: material.version }, status: 200 });
    await replay('updateMaterial', { token: teacher, params: { materialId: material.id }, body: { ...link, version: material.version }, status: 409 });
    const lesson = await replay<{ version: number }>('getLesson', { token: teacher, params: { lessonId }, status: 200 });
    await replay('updateLesson', { token: teacher, params: { lessonId }, body: { name: 'Renamed', version: lesson.version + 5 }, status: 409 });
    const renamed = await replay<{ version: number }>('updateLesson', { token: teacher, params: { lessonId }, body: { name: 'Renamed', version: lesson.version }, status: 200 });
    const assignment = await replay<{ version: number }>('getResourceAssignment', { token: teacher, params: { assignmentId }, status: 200 });
    await replay('updateResourceAssignment', { token: teacher, params: { assignmentId }, body: { name: 'Quiz 2', settings, version: assignment.version }, status: 200 });

    await replay('commentOnLesson', { token: homeroom, params: { id: lessonId }, body: { comment: 'Looks good.', materialId: material.id }, status: 201 });
    await replay('commentOnResourceAssignment', { token: homeroom, params: { id: assignmentId }, body: { comment: 'Add a hint.' }, status: 201 });
    await replay('reviewLesson', { token: homeroom, params: { id: lessonId }, body: { action: 'approveDraft', version: renamed.version }, status: 409 });
    const submitted = await replay<{ version: number }>('reviewLesson', { token: teacher, params: { id: lessonId }, body: { action: 'submit', comment: 'Ready for review.', version: renamed.version }, status: 200 });
    await replay('reviewLesson', { token: homeroom, params: { id: lessonId }, body: { action: 'requestRevision', version: submitted.version }, status: 422 });
    const approved = await replay<{ version: number }>('reviewLesson', { token: homeroom, params: { id: lessonId }, body: { action: 'approveDraft', version: submitted.version }, status: 200 });
    await replay('reviewLesson', { token: principal, params: { id: lessonId }, body: { action: 'approveFinal', version: approved.version }, status: 200 });
    const quiz = await replay<{ version: number }>('getResourceAssignment', { token: teacher, params: { assignmentId }, status: 200 });
    await replay('reviewResourceAssignment', { token: teacher, params: { id: assignmentId }, body: { action: 'submit', comment: 'Ready for review.', version: quiz.version }, status: 200 });
    await replay('getLessonPublished', { token: teacher, params: { id: lessonId }, status: 200 });
    await replay('getResourceAssignmentPublished', { token: teacher, params: { id: assignmentId }, status: 200 });
    await replay('listLessonActivity', { token: teacher, params: { id: lessonId }, query: { pageSize: 0 }, status: 200 });
    await replay('listResourceAssignmentActivity', { token: teacher, params: { id: assignmentId }, query: { pageSize: 0 }, status: 200 });

    const other = await replay<Id>('createChapter', { token: teacher, params: { subjectId }, body: { name: 'Copies' }, status: 201 });
    const { id: copyId } = await replay<Id>('duplicateLesson', { token: teacher, params: { lessonId }, body: { targetChapterId: other.id }, status: 201 });
    await replay('deleteMaterial', { token: teacher, params: { materialId: material.id }, status: 204 });
    await replay('deleteLesson', { token: teacher, params: { lessonId: copyId }, status: 204 });
    await replay('deleteResourceAssignment', { token: homeroom, params: { assignmentId }, status: 403 });
    const draft = await replay<Id>('createResourceAssignment', { token: teacher, params: { chapterId }, body: { name: 'Draft', settings }, status: 201 });
    await replay('deleteResourceAssignment', { token: teacher, params: { assignmentId: draft.id }, status: 204 });
    await replay('deleteChapter', { token: teacher, params: { chapterId: other.id }, status: 204 });
  });

  it('uploads files and serves their bytes', async () => {
    const token = await signIn('teacher');
    const boundary = 'contract-boundary';
    const form = (fileName: string, type: string, bytes: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="entityType"\r\n\r\nLessonBuilder\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n${bytes}\r\n--${boundary}--\r\n`;
    const contentType = `multipart/form-data; boundary=${boundary}`;
    const [file] = await replay<Id[]>('uploadFile', { token, rawBody: form('notes.txt', 'text/plain', 'Bring a ruler.'), contentType, status: 201 });
    await replay('uploadFile', { token, rawBody: form('run.exe', 'application/x-msdownload', 'MZ'), contentType, status: 415 });
    await replay('uploadFile', { token, rawBody: form('big.txt', 'text/plain', 'x'.repeat(5 * 1024 * 1024 + 1)), contentType, status: 413 });
    await replay('uploadFile', { token, body: { file: 'x' }, status: 415 });
    await replay('getFileContent', { token, params: { fileId: file!.id }, status: 200 });
    await replay('getFileContent', { token, params: { fileId: 'none' }, status: 404 });
  });

  it('shares files with versions, restores one, serves bytes as attachments and deletes (file sharing)', async () => {
    const teacher = await signIn('teacher');
    const share = 'subject-files';
    const boundary = 'sharing-boundary';
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const filePart = (fileName: string, type: string, bytes: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n${bytes}\r\n--${boundary}--\r\n`;
    const contentType = `multipart/form-data; boundary=${boundary}`;
    const fields = part('folderId', 'sub-mathematics') + part('documentType', 'General');
    await replay('listFileFolders', { token: teacher, params: { share }, status: 200 });
    await replay('listFileFolders', { token: await signIn('newcomer', 'Welcome@2026'), params: { share }, status: 403 });
    await replay('listSharedFiles', { token: teacher, params: { share }, query: { pageSize: 5, sortBy: '-updatedAt', documentType: 'General' }, status: 200 });
    await replay('listSharedFiles', { token: teacher, params: { share }, query: { folderId: 'sub-english-language' }, status: 403 });
    const shared = await replay<Id & { currentVersionId: string; version: number }>('shareFile', { token: teacher, params: { share }, rawBody: fields + filePart('notes.txt', 'text/plain', 'Bring a ruler.'), contentType, status: 201 });
    await replay('shareFile', { token: teacher, params: { share }, rawBody: fields + filePart('page.html', 'text/html', '<p>hi</p>'), contentType, status: 415 });
    await replay('shareFile', { token: teacher, params: { share }, rawBody: fields + filePart('big.txt', 'text/plain', 'x'.repeat(25 * 1024 * 1024 + 1)), contentType, status: 413 });
    await replay('shareFile', { token: teacher, params: { share }, rawBody: part('folderId', 'sub-mathematics') + filePart('a.txt', 'text/plain', 'a'), contentType, status: 422 });
    const fileId = shared.id;
    await replay('getSharedFile', { token: teacher, params: { share, fileId }, status: 200 });
    await replay('getSharedFile', { token: teacher, params: { share, fileId: 'none' }, status: 404 });
    const second = await replay<{ version: number }>('uploadSharedFileVersion', { token: teacher, params: { share, fileId }, rawBody: filePart('notes v2.txt', 'text/plain', 'Bring a ruler and a protractor.'), contentType, status: 201 });
    const restore = { share, fileId, versionId: shared.currentVersionId };
    await replay('restoreSharedFileVersion', { token: teacher, params: restore, body: { version: shared.version }, status: 409 });
    await replay('restoreSharedFileVersion', { token: teacher, params: restore, body: {}, status: 422 });
    await replay('restoreSharedFileVersion', { token: teacher, params: restore, body: { version: second.version }, status: 200 });
    await replay('restoreSharedFileVersion', { token: teacher, params: { share, fileId, versionId: 'none' }, body: { version: second.version + 1 }, status: 404 });
    await replay('getSharedFileContent', { token: teacher, params: { share, fileId, versionId: shared.currentVersionId }, status: 200 });
    await replay('getSharedFileContent', { token: teacher, params: { share, fileId: 'sf-13', versionId: 'sf-13-v1' }, status: 403 });
    await replay('deleteSharedFile', { token: await signIn('homeroom'), params: { share, fileId }, status: 403 });
    await replay('deleteSharedFile', { token: teacher, params: { share, fileId }, status: 204 });
  });

  it('lists, reads and adds academic departments (the share dialog’s select and its create option)', async () => {
    const principal = await signIn('principal');
    const teacher = await signIn('teacher');
    await replay('listAcademicDepartments', { token: teacher, query: { page: 0, pageSize: 5, name: 'Math' }, status: 200 });
    await replay('listAcademicDepartments', { token: await signIn('newcomer', 'Welcome@2026'), status: 403 });
    const mine = await replay<List<Id>>('listAcademicDepartments', { token: teacher, status: 200 });
    await replay('getAcademicDepartment', { token: teacher, params: { id: mine.data[0]!.id }, status: 200 });
    await replay('getAcademicDepartment', { token: teacher, params: { id: 'none' }, status: 404 });
    await replay('createAcademicDepartment', { token: teacher, body: { name: 'Drama' }, status: 403 });
    await replay('createAcademicDepartment', { token: principal, body: { name: '' }, status: 422 });
    await replay('createAcademicDepartment', { token: principal, rawBody: 'name=Drama', contentType: 'text/plain', status: 415 });
    await replay('createAcademicDepartment', { token: principal, body: { name: 'x'.repeat(1024 * 1024) }, status: 413 });
    const created = await replay<Id>('createAcademicDepartment', { token: principal, body: { name: 'Drama' }, status: 201 });
    await replay('createAcademicDepartment', { token: principal, body: { name: 'drama' }, status: 422 });
    await replay('getAcademicDepartment', { token: principal, params: { id: created.id }, status: 200 });
    await replay('getAcademicDepartment', { token: teacher, params: { id: created.id }, status: 403 });
  });

  it('issues published content to classes and students and lists the result', async () => {
    const token = await signIn('teacher');
    const contents = await replay<List<Id & { kind: string }>>('listAssignableContents', { token, query: { pageSize: 5 }, status: 200 });
    const source = contents.data[0]!;
    await replay('getAssignableContent', { token, params: { id: source.id }, status: 200 });
    await replay('getAssignableContent', { token, params: { id: 'none' }, status: 404 });
    const recipients = await replay<List<Id>>('listAssignmentRecipients', { token, query: { classYearIds: CLASS }, status: 200 });
    const body = { sourceType: source.kind, sourceId: source.id, classYearIds: [CLASS], studentIds: [recipients.data[0]!.id], startDate: '2026-12-01', dueDate: '2026-12-08' };
    await replay('issueAssignment', { token, body: { ...body, classYearIds: ['cy-primary-1-courage'] }, status: 422 });
    await replay('issueAssignment', { token, body: { ...body, startDate: 'tomorrow' }, status: 422 });
    await replay('issueAssignment', { token, body, status: 201 });
    await replay('listAssignmentRecipients', { token, query: { classYearIds: CLASS, sourceId: source.id }, status: 200 });
    await replay('issueAssignment', { token, body, status: 409 });
    await replay('listIssuedAssignments', { token, query: { pageSize: 10, sortBy: 'dueDate' }, status: 200 });
  });

  it('manages issued work: dates (422, 409 stale), withdrawals (a student, a class; 409 with work), deletion (409 while graded)', async () => {
    const teacher = await signIn('teacher');
    const open = await replay<{ version: number; classes: Array<Id & { studentsCount: number; withWorkCount: number }> }>('getIssuedAssignment', { token: teacher, params: { assignmentId: 'ia-grading-2' }, status: 200 });
    const dates = { startDate: '2026-11-20', dueDate: '2026-12-11', version: open.version };
    await replay('changeIssuedAssignmentDates', { token: teacher, params: { assignmentId: 'ia-grading-2' }, body: { ...dates, dueDate: '2026-11-01' }, status: 422 });
    await replay('changeIssuedAssignmentDates', { token: await signIn('homeroom'), params: { assignmentId: 'ia-grading-2' }, body: dates, status: 403 });
    await replay('changeIssuedAssignmentDates', { token: teacher, params: { assignmentId: 'none' }, body: dates, status: 404 });
    const changed = await replay<{ version: number }>('changeIssuedAssignmentDates', { token: teacher, params: { assignmentId: 'ia-grading-2' }, body: dates, status: 200 });
    await replay('changeIssuedAssignmentDates', { token: teacher, params: { assignmentId: 'ia-grading-2' }, body: dates, status: 409 });
    const rows = await replay<List<{ student: Id; state: string; attempt: number }>>('listSubmissions', { token: teacher, params: { assignmentId: 'ia-grading-2' }, query: { pageSize: 0 }, status: 200 });
    const idle = rows.data.find((row) => row.state === "Haven't submitted" && row.attempt === 0)!;
    const handedIn = rows.data.find((row) => row.state !== "Haven't submitted")!;
    await replay('withdrawIssuedAssignment', { token: teacher, params: { assignmentId: 'ia-grading-2' }, body: { studentId: handedIn.student.id, version: changed.version }, status: 409 });
    await replay('withdrawIssuedAssignment', { token: teacher, params: { assignmentId: 'ia-grading-2' }, body: { studentId: idle.student.id, version: changed.version }, status: 200 });
    const bench = await replay<{ version: number }>('getIssuedAssignment', { token: teacher, params: { assignmentId: 'ia-grading-1' }, status: 200 });
    await replay('withdrawIssuedAssignment', { token: teacher, params: { assignmentId: 'ia-grading-1' }, body: { classYearId: 'cy-primary-6-integrity', version: bench.version }, status: 409 });
    await replay('withdrawIssuedAssignment', { token: teacher, params: { assignmentId: 'ia-grading-2' }, body: { classYearId: 'cy-primary-5-courage', version: changed.version + 1 }, status: 200 });
    await replay('deleteIssuedAssignment', { token: teacher, params: { assignmentId: 'ia-grading-3' }, status: 409 });
    await replay('deleteIssuedAssignment', { token: await signIn('homeroom'), params: { assignmentId: 'ia-grading-2' }, status: 403 });
    await replay('deleteIssuedAssignment', { token: teacher, params: { assignmentId: 'ia-grading-4' }, status: 204 });
  });

  it('reads and grades student work (per student and per question), returns it, and keeps a comment bank', async () => {
    const teacher = await signIn('teacher');
    await replay('getIssuedAssignment', { token: teacher, params: { assignmentId: 'ia-grading-1' }, status: 200 });
    await replay('getIssuedAssignment', { token: teacher, params: { assignmentId: 'none' }, status: 404 });
    const rows = await replay<List<Id & { state: string }>>('listSubmissions', {
      token: teacher,
      params: { assignmentId: 'ia-grading-1' },
      query: { pageSize: 0, state: 'Submitted', sortBy: 'fullName' },
      status: 200,
    });
    const studentAssignmentId = rows.data[0]!.id;
    await replay('getSubmission', { token: teacher, params: { studentAssignmentId: 'none' }, status: 404 });
    const work = await replay<{ version: number; marks: Array<{ materialId: string }> }>('getSubmission', { token: teacher, params: { studentAssignmentId }, status: 200 });
    const detail = await replay<{ materials: Array<Id & { materialType: string }> }>('getIssuedAssignment', { token: teacher, params: { assignmentId: 'ia-grading-1' }, status: 200 });
    // Attach Files hand-ins carry a maximum mark in the demo data (seed 7), so they are marked by hand too.
    const handMarked = detail.materials.filter((material) => ['FREE_RESPONSE', 'ERROR_EDITING', 'VOICE_RESPONSE', 'ATTACH_FILES'].includes(material.materialType));
    const body = { marks: handMarked.map((material) => ({ materialId: material.id, mark: 1 })), feedback: 'Good work.', annotations: [], version: work.version };
    await replay('gradeSubmission', { token: teacher, params: { studentAssignmentId }, body: { ...body, marks: body.marks.map((mark) => ({ ...mark, mark: -1 })) }, status: 422 });
    await replay('gradeSubmission', { token: await signIn('newcomer', 'Welcome@2026'), params: { studentAssignmentId }, body, status: 403 });
    const graded = await replay<{ version: number }>('gradeSubmission', { token: teacher, params: { studentAssignmentId }, body, status: 200 });
    await replay('gradeSubmission', { token: teacher, params: { studentAssignmentId }, body, status: 409 });
    await replay('returnSubmission', { token: teacher, params: { studentAssignmentId }, body: { comment: 'Redo question 3.', version: work.version }, status: 409 });
    await replay('returnSubmission', { token: teacher, params: { studentAssignmentId }, body: { comment: 'Redo question 3.', version: graded.version }, status: 200 });

    const question = handMarked[0]!.id;
    const answers = await replay<List<Id & { version: number }>>('listQuestionAnswers', { token: teacher, params: { assignmentId: 'ia-grading-1', materialId: question }, status: 200 });
    await replay('listQuestionAnswers', { token: teacher, params: { assignmentId: 'ia-grading-1', materialId: 'none' }, status: 404 });
    const entry = { studentAssignmentId: answers.data[1]!.id, mark: 1, version: answers.data[1]!.version };
    const questionParams = { assignmentId: 'ia-grading-1', materialId: question };
    await replay('saveQuestionMarks', { token: teacher, params: questionParams, body: { marks: [{ ...entry, mark: 99 }] }, status: 422 });
    await replay('saveQuestionMarks', { token: teacher, params: questionParams, body: { marks: [{ ...entry, version: entry.version + 5 }] }, status: 409 });
    await replay('saveQuestionMarks', { token: teacher, params: questionParams, body: { marks: [entry] }, status: 200 });

    const annotatedId = rows.data[1]!.id;
    const other = await replay<{ version: number; answers: Array<{ answer: { files?: Id[] } }> }>('getSubmission', { token: teacher, params: { studentAssignmentId: annotatedId }, status: 200 });
    const annotated = { studentAssignmentId: annotatedId, fileId: other.answers.flatMap((answer) => answer.answer.files ?? [])[0]!.id };
    const note = { id: 'n1', page: 1, x: 0.2, y: 0.3, text: 'Label the axes', fontSize: 24, fill: '#000000', fontFamily: 'Arial, Helvetica, sans-serif' };
    await replay('saveAttachmentAnnotations', { token: teacher, params: { ...annotated, fileId: 'none' }, body: { annotations: [note], version: other.version }, status: 422 });
    await replay('saveAttachmentAnnotations', { token: teacher, params: annotated, body: { annotations: [note], version: other.version + 5 }, status: 409 });
    await replay('saveAttachmentAnnotations', { token: teacher, params: annotated, body: { annotations: [note], version: other.version }, status: 200 });

    await replay('listCommentBank', { token: teacher, status: 200 });
    await replay('addCommentBankItem', { token: teacher, body: { text: '' }, status: 422 });
    const kept = await replay<Id>('addCommentBankItem', { token: teacher, body: { text: 'Show every step.' }, status: 201 });
    await replay('deleteCommentBankItem', { token: teacher, params: { id: 'none' }, status: 404 });
    await replay('deleteCommentBankItem', { token: teacher, params: { id: kept.id }, status: 204 });
  });

  it('keeps LEAPS events: list, detail, create, update (409 stale), delete and a class\'s attainment', async () => {
    const token = await signIn('homeroom');
    const homeroomClass = 'cy-primary-5-courage';
    const students = await replay<List<Id>>('listClassStudents', { token, params: { classYearId: homeroomClass }, query: { pageSize: 2 }, status: 200 });
    const list = await replay<List<Id>>('listLeapsEvents', { token, query: { pageSize: 5, sortBy: '-date', domain: 'service', classYearId: homeroomClass, academicYearId: YEAR }, status: 200 });
    await replay('listLeapsEvents', { token, query: { sortBy: 'colour' }, status: 400 });
    await replay('listLeapsEvents', { token: await signIn('teacher'), status: 403 });
    await replay('getLeapsEvent', { token, params: { id: list.data[0]!.id }, status: 200 });
    await replay('getLeapsEvent', { token, params: { id: 'none' }, status: 404 });
    const body = {
      name: 'Contract test relay',
      domain: 'participation',
      level: 2,
      date: '2026-11-02',
      description: '',
      students: students.data.map((student) => ({ studentId: student.id, role: '', level: null })),
    };
    await replay('createLeapsEvent', { token, body: { ...body, name: '' }, status: 422 });
    await replay('createLeapsEvent', { token, rawBody: 'name=x', contentType: 'text/plain', status: 415 });
    await replay('createLeapsEvent', { token, body: { ...body, description: 'x'.repeat(1024 * 1024) }, status: 413 });
    const created = await replay<Id & { version: number }>('createLeapsEvent', { token, body, status: 201 });
    await replay('updateLeapsEvent', { token, params: { id: created.id }, body: { ...body, level: 3, version: created.version }, status: 200 });
    await replay('updateLeapsEvent', { token, params: { id: created.id }, body: { ...body, version: created.version }, status: 409 });
    await replay('getClassLeapsAttainment', { token, params: { classYearId: homeroomClass }, query: { academicYearId: YEAR }, status: 200 });
    await replay('getClassLeapsAttainment', { token, params: { classYearId: 'cy-primary-1-courage' }, status: 403 });
    await replay('deleteLeapsEvent', { token, params: { id: created.id }, status: 204 });
    await replay('deleteLeapsEvent', { token, params: { id: created.id }, status: 404 });
  });

  it('serves CCAs: the years in charge, members and grades, assignment with capacity and clashes, student search', async () => {
    const teacher = await signIn('teacher');
    const years = await replay<List<Id>>('listCcaYears', { token: teacher, query: { academicYearId: YEAR, pageSize: 0, sortBy: 'name' }, status: 200 });
    const [chess, robotics] = years.data;
    await replay('getCcaYear', { token: teacher, params: { id: 'ccay-2026-choir' }, status: 403 });
    await replay('getCcaYear', { token: teacher, params: { id: 'none' }, status: 404 });
    const detail = await replay<{ version: number; members: { studentId: string }[] }>('getCcaYear', { token: teacher, params: { id: robotics!.id }, status: 200 });
    const studentId = detail.members[0]!.studentId;
    const body = { version: detail.version, grades: [{ studentId, attendance: 88, grade: 'GOOD' }] };
    await replay('saveCcaGrades', { token: teacher, params: { id: robotics!.id }, body, status: 200 });
    await replay('saveCcaGrades', { token: teacher, params: { id: robotics!.id }, body, status: 409 });
    await replay('saveCcaGrades', { token: teacher, params: { id: robotics!.id }, body: { ...body, version: detail.version + 1, grades: [{ studentId, attendance: 101 }] }, status: 422 });
    const candidates = await replay<List<Id & { ccaYears: { name: string }[] }>>('listCcaStudents', {
      token: teacher,
      query: { ccaYearId: robotics!.id, pageSize: 0, fields: '["fullName","classYear","ccaYears"]' },
      status: 200,
    });
    await replay('getCcaStudent', { token: teacher, params: { id: candidates.data[0]!.id }, status: 200 });
    await replay('getCcaStudent', { token: teacher, params: { id: 'none' }, status: 404 });
    const footballer = candidates.data.find((student) => student.ccaYears.some((cca) => cca.name === 'Football'))!;
    const free = candidates.data.find((student) => student.ccaYears.length === 0)!;
    await replay('assignCcaMembers', { token: teacher, params: { id: chess!.id }, body: { studentIds: [free.id] }, status: 422 });
    await replay('assignCcaMembers', { token: teacher, params: { id: robotics!.id }, body: { studentIds: [footballer.id] }, status: 422 });
    await replay('assignCcaMembers', { token: teacher, params: { id: robotics!.id }, body: { studentIds: [free.id] }, status: 201 });
    await replay('removeCcaMember', { token: teacher, params: { id: robotics!.id, studentId: free.id }, status: 204 });
    await replay('removeCcaMember', { token: teacher, params: { id: robotics!.id, studentId: free.id }, status: 404 });
  });

  it('serves form-class records to the homeroom teacher only, with 409 and 422 on saves', async () => {
    const token = await signIn('homeroom');
    const HOMEROOM_CLASS = 'cy-primary-5-courage';
    const params = { classYearId: HOMEROOM_CLASS };
    const query = { academicYearId: YEAR, term: 2 };
    await replay('listFormClasses', { token, query: { term: 2 }, status: 200 });
    await replay('listFormClasses', { token: await signIn('teacher'), status: 403 });
    await replay('getFormClassCompletion', { token, params, query, status: 200 });
    await replay('getFormClassCompletion', { token, params, query: { ...query, term: 5 }, status: 400 });
    await replay('getClassRemarks', { token: await signIn('principal'), params, query, status: 403 });
    await replay('getClassRemarks', { token, params: { classYearId: 'none' }, query, status: 404 });
    const remarks = await replay<List<{ studentId: string; version: number }>>('getClassRemarks', { token, params, query, status: 200 });
    const studentId = remarks.data[0]!.studentId;
    const remark = { ...query, entries: [{ studentId, text: 'Contract remark.', version: 0 }] };
    await replay('saveClassRemarks', { token, params, body: remark, status: 200 });
    await replay('saveClassRemarks', { token, params, body: remark, status: 409 });
    await replay('saveClassRemarks', { token, params, body: { ...query, entries: [] }, status: 422 });
    await replay('getClassHeightAndWeight', { token, params, query, status: 200 });
    const measured = { ...query, entries: [{ studentId, heightCm: 141.2, weightKg: 35.5, version: 0 }] };
    await replay('saveClassHeightAndWeight', { token, params, body: { ...query, entries: [{ ...measured.entries[0], heightCm: 999 }] }, status: 422 });
    await replay('saveClassHeightAndWeight', { token, params, body: measured, status: 200 });
    const conduct = await replay<{ descriptors: string[] }>('getClassConduct', { token, params, query, status: 200 });
    const frequencies = conduct.descriptors.map(() => 'A');
    await replay('saveClassConduct', { token, params, body: { ...query, entries: [{ studentId, frequencies, version: 0 }] }, status: 200 });
    const streaming = await replay<{ streams: Id[] }>('getClassStreamingAndPromotion', { token, params, query: { academicYearId: YEAR }, status: 200 });
    const decision = { studentId, promotionOutcome: 'Promoted', nextStreamId: streaming.streams[0]!.id, retainReason: null, version: 0 };
    await replay('saveClassStreamingAndPromotion', { token, params, body: { academicYearId: YEAR, entries: [{ ...decision, promotionOutcome: 'Retained' }] }, status: 422 });
    const retained = { ...decision, promotionOutcome: 'Retained', nextStreamId: null, retainReason: 'Repeats the year with support.' };
    await replay('saveClassStreamingAndPromotion', { token, params, body: { academicYearId: YEAR, entries: [retained] }, status: 200 });
    const ftp = await replay<{ areas: string[] }>('getClassFtpEvaluation', { token, params, query: { academicYearId: YEAR }, status: 200 });
    await replay('getClassFtpEvaluation', { token: await signIn('principal'), params, query: { academicYearId: YEAR }, status: 403 });
    const observed = { studentId, levels: ftp.areas.map(() => 'EMERGING'), version: 0 };
    await replay('saveClassFtpEvaluation', { token, params, body: { academicYearId: YEAR, entries: [{ ...observed, levels: ['SOMETIMES'] }] }, status: 422 });
    await replay('saveClassFtpEvaluation', { token, params, body: { academicYearId: YEAR, entries: [observed] }, status: 200 });
    await replay('saveClassFtpEvaluation', { token, params, body: { academicYearId: YEAR, entries: [observed] }, status: 409 });
    await replay('listRemarkBank', { token, status: 200 });
    await replay('addRemarkBankItem', { token, body: { text: ' ' }, status: 422 });
    const kept = await replay<Id>('addRemarkBankItem', { token, body: { text: '{name} helps others.' }, status: 201 });
    await replay('deleteRemarkBankItem', { token, params: { id: 'none' }, status: 404 });
    await replay('deleteRemarkBankItem', { token, params: { id: kept.id }, status: 204 });
  });

  it('serves the report season: board, ready, sign-off, the 423 lock, reopen, proofreading and the level', async () => {
    const homeroom = await signIn('homeroom');
    const principal = await signIn('principal');
    const teacher = await signIn('teacher');
    const classYearId = 'cy-primary-5-courage';
    const params = { classYearId, term: 3 };
    await replay('getReportSeasonBoard', { token: teacher, params, status: 403 });
    await replay('getReportSeasonBoard', { token: homeroom, params: { classYearId: 'none', term: 3 }, status: 404 });
    await replay('getReportSeasonBoard', { token: homeroom, params: { classYearId, term: 5 }, status: 400 });
    const board = await replay<{ season: { version: number }; pupils: Array<{ studentId: string; remark: { text: string; version: number } | null }> }>(
      'getReportSeasonBoard',
      { token: homeroom, params, status: 200 },
    );
    await replay('listClassReportSeasons', { token: homeroom, params: { classYearId }, status: 200 });
    await replay('listClassReportSeasons', { token: homeroom, params: { classYearId: 'none' }, status: 404 });
    const colleagues = await replay<Array<{ userId: string }>>('listReportSeasonProofreaderCandidates', { token: homeroom, params, status: 200 });
    await replay('listReportSeasonProofreaderCandidates', { token: teacher, params, status: 403 });
    await replay('askReportSeasonProofreader', { token: homeroom, params, body: { version: 0, proofreaderId: 'none' }, status: 422 });
    await replay('askReportSeasonProofreader', { token: principal, params, body: { version: 0, proofreaderId: 'u-teacher' }, status: 403 });
    const asked = await replay<{ version: number }>('askReportSeasonProofreader', { token: homeroom, params, body: { version: board.season.version, proofreaderId: 'u-teacher' }, status: 200 });
    expect(colleagues.map((colleague) => colleague.userId)).toContain('u-teacher');
    await replay('askReportSeasonProofreader', { token: homeroom, params, body: { version: board.season.version, proofreaderId: 'u-teacher' }, status: 409 });
    await replay('listMyProofreading', { token: teacher, status: 200 });
    const pupil = board.pupils.find((row) => row.remark !== null)!;
    const suggestion = { studentId: pupil.studentId, remarkVersion: pupil.remark!.version, suggested: `${pupil.remark!.text} Well done.` };
    await replay('suggestRemark', { token: homeroom, params, body: suggestion, status: 403 });
    await replay('suggestRemark', { token: teacher, params, body: { ...suggestion, suggested: pupil.remark!.text }, status: 422 });
    await replay('suggestRemark', { token: teacher, params, body: { ...suggestion, remarkVersion: suggestion.remarkVersion + 1 }, status: 409 });
    const suggested = await replay<Id & { version: number }>('suggestRemark', { token: teacher, params, body: suggestion, status: 201 });
    await replay('listRemarkSuggestions', { token: teacher, params, status: 200 });
    await replay('listRemarkSuggestions', { token: await signIn('newcomer', 'Welcome@2026'), params, status: 403 });
    await replay('decideRemarkSuggestion', { token: teacher, params: { suggestionId: suggested.id }, body: { version: suggested.version, decision: 'accept' }, status: 403 });
    await replay('decideRemarkSuggestion', { token: homeroom, params: { suggestionId: 'none' }, body: { version: 1, decision: 'accept' }, status: 404 });
    await replay('decideRemarkSuggestion', { token: homeroom, params: { suggestionId: suggested.id }, body: { version: suggested.version, decision: 'maybe' }, status: 422 });
    await replay('decideRemarkSuggestion', { token: homeroom, params: { suggestionId: suggested.id }, body: { version: suggested.version, decision: 'accept' }, status: 200 });
    await replay('decideRemarkSuggestion', { token: homeroom, params: { suggestionId: suggested.id }, body: { version: suggested.version, decision: 'decline' }, status: 409 });

    await replay('markReportSeasonReady', { token: homeroom, params, body: { version: asked.version }, status: 422 });
    await replay('markReportSeasonReady', { token: teacher, params, body: { version: asked.version }, status: 403 });
    await replay('markReportSeasonReady', { token: homeroom, params: { classYearId: 'none', term: 3 }, body: { version: 0 }, status: 404 });
    await replay('markReportSeasonReady', { token: homeroom, params: { classYearId, term: 0 }, body: { version: 0 }, status: 400 });
    const ready = await replay<{ version: number }>('markReportSeasonReady', { token: homeroom, params, body: { version: asked.version, override: 'Measured next week.' }, status: 200 });
    await replay('markReportSeasonReady', { token: homeroom, params, body: { version: asked.version, override: 'Again.' }, status: 409 });
    await replay('signOffReportSeason', { token: homeroom, params, body: { version: ready.version }, status: 403 });
    await replay('signOffReportSeason', { token: principal, params, body: { version: -1 }, status: 422 });
    const signed = await replay<{ version: number }>('signOffReportSeason', { token: principal, params, body: { version: ready.version }, status: 200 });
    await replay('signOffReportSeason', { token: principal, params, body: { version: signed.version }, status: 409 });
    const entries = [{ studentId: pupil.studentId, text: 'After the sign-off.', version: pupil.remark!.version + 1 }];
    await replay('saveClassRemarks', { token: homeroom, params: { classYearId }, body: { academicYearId: YEAR, term: 3, entries }, status: 423 });
    await replay('askReportSeasonProofreader', { token: homeroom, params, body: { version: signed.version, proofreaderId: 'u-teacher' }, status: 423 });
    await replay('suggestRemark', { token: teacher, params, body: { ...suggestion, remarkVersion: suggestion.remarkVersion + 1, suggested: 'Locked out.' }, status: 423 });
    await replay('reopenReportSeason', { token: homeroom, params, body: { version: signed.version, reason: 'Typo.' }, status: 403 });
    await replay('reopenReportSeason', { token: principal, params, body: { version: signed.version, reason: ' ' }, status: 422 });
    await replay('reopenReportSeason', { token: principal, params: { classYearId: 'none', term: 3 }, body: { version: 0, reason: 'Typo.' }, status: 404 });
    await replay('reopenReportSeason', { token: principal, params: { classYearId, term: 9 }, body: { version: 0, reason: 'Typo.' }, status: 400 });
    const reopened = await replay<{ version: number }>('reopenReportSeason', { token: principal, params, body: { version: signed.version, reason: 'A parent found a typo.' }, status: 200 });
    await replay('reopenReportSeason', { token: principal, params, body: { version: reopened.version, reason: 'Again.' }, status: 409 });
    await replay('saveClassRemarks', { token: homeroom, params: { classYearId }, body: { academicYearId: YEAR, term: 3, entries }, status: 200 });

    const level = 'ml-primary5';
    await replay('getLevelReportSeason', { token: principal, params: { levelId: level, term: 3 }, status: 200 });
    await replay('getLevelReportSeason', { token: homeroom, params: { levelId: level, term: 3 }, status: 403 });
    await replay('getLevelReportSeason', { token: principal, params: { levelId: 'none', term: 3 }, status: 404 });
    await replay('getLevelReportSeason', { token: principal, params: { levelId: level, term: 7 }, status: 400 });
  });

  it('serves the day\'s pick-up requests and the release chain: approve, release once (409 twice), 403/404/422', async () => {
    const token = await signIn('principal');
    const day = await replay<List<Id & { state: string; studentId: string; date: string }>>('listStudentPickUpRequests', { token, status: 200 });
    await replay('listStudentPickUpRequests', { token, query: { state: 'GONE' }, status: 422 });
    await replay('listStudentPickUpRequests', { token: await signIn('teacher'), status: 403 });
    const homeroom = await signIn('homeroom');
    const students = await replay<List<Id>>('listPickUpStudents', { token: homeroom, query: { fullName: 'a', pageSize: 5 }, status: 200 });
    await replay('getPickUpStudent', { token: homeroom, params: { id: students.data[0]!.id }, status: 200 });
    await replay('getPickUpStudent', { token: homeroom, params: { id: 'none' }, status: 404 });
    await replay('listPickUpStudents', { token: await signIn('teacher'), status: 403 });
    const requested = day.data.find((row) => row.state === 'REQUESTED')!;
    await replay('getStudentPickUpRequest', { token, params: { id: requested.id }, status: 200 });
    await replay('getStudentPickUpRequest', { token, params: { id: 'none' }, status: 404 });
    await replay('transitionStudentPickUpRequest', { token, params: { id: requested.id }, body: { action: 'release' }, status: 409 });
    await replay('transitionStudentPickUpRequest', { token, params: { id: requested.id }, body: { action: 'fly' }, status: 422 });
    await replay('transitionStudentPickUpRequest', { token, params: { id: requested.id }, body: { action: 'approve' }, status: 200 });
    await replay('transitionStudentPickUpRequest', { token, params: { id: requested.id }, body: { action: 'release' }, status: 200 });
    await replay('transitionStudentPickUpRequest', { token, params: { id: requested.id }, body: { action: 'release' }, status: 409 });
    const body = { studentId: requested.studentId, date: requested.date, pickUpTime: '15:00', reason: 'Again', collectorName: 'Ani', relationship: 'Aunt', idType: 'KTP', idNumber: '1' };
    await replay('createStudentPickUpRequest', { token, body, status: 409 });
    await replay('createStudentPickUpRequest', { token, body: { ...body, idType: 'Card' }, status: 422 });
    const other = day.data.find((row) => row.state === 'CANCELLED')!;
    await replay('createStudentPickUpRequest', { token, body: { ...body, studentId: other.studentId }, status: 201 });
  });

  it('serves SVE: exam types, assignments with SVE uploads, past papers and the file libraries', async () => {
    const teacher = await signIn('teacher');
    const principal = await signIn('principal');
    const maths = 'sve-2026-p6-mathematics';
    const boundary = 'sve-boundary';
    const contentType = `multipart/form-data; boundary=${boundary}`;
    const form = (fileName: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="entityType"\r\n\r\nSVE\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\nQ1\r\n--${boundary}--\r\n`;
    await replay('listSveExamTypes', { token: teacher, query: { assigned: 'true', sortBy: 'name' }, status: 200 });
    await replay('listSveExamTypes', { token: await signIn('homeroom'), query: { assigned: 'true' }, status: 403 });
    await replay('getSveExamType', { token: teacher, params: { sveExamTypeId: maths }, status: 200 });
    await replay('getSveExamType', { token: teacher, params: { sveExamTypeId: 'none' }, status: 404 });
    await replay('listSveAssignments', { token: teacher, params: { sveExamTypeId: maths }, query: { sortBy: '-dueDate' }, status: 200 });
    await replay('listSveAssignments', { token: teacher, params: { sveExamTypeId: 'sve-2026-s4-science' }, status: 403 });
    const [upload] = await replay<Id[]>('uploadFile', { token: teacher, rawBody: form('drill.txt'), contentType, status: 201 });
    const body = { title: 'Drill', dueDate: '2026-12-01', instructions: '', fileIds: [upload!.id] };
    const created = await replay<{ files: Id[] }>('createSveAssignment', { token: teacher, params: { sveExamTypeId: maths }, body, status: 201 });
    await replay('createSveAssignment', { token: teacher, params: { sveExamTypeId: maths }, body: { ...body, title: '' }, status: 422 });
    await replay('getSveFileContent', { token: teacher, params: { fileId: created.files[0]!.id }, status: 200 });
    await replay('getSveFileContent', { token: teacher, params: { fileId: 'none' }, status: 404 });
    const bmt = await replay<List<Id>>('listSveFiles', { token: teacher, params: { sveExamTypeId: maths }, query: { kind: 'BMT' }, status: 200 });
    await replay('getSveFileContent', { token: teacher, params: { fileId: bmt.data[0]!.id }, status: 200 });
    await replay('listSveFiles', { token: teacher, params: { sveExamTypeId: maths }, query: { kind: 'PAST_PAPER' }, status: 200 });
    await replay('listSveFiles', { token: await signIn('homeroom'), params: { sveExamTypeId: maths }, query: { kind: 'PAST_PAPER' }, status: 403 });
    await replay('listSveFiles', { token: teacher, params: { sveExamTypeId: maths }, query: { kind: 'ASSIGNMENT' }, status: 422 });
    const [paper] = await replay<Id[]>('uploadFile', { token: principal, rawBody: form('paper.txt'), contentType, status: 201 });
    const paperBody = { title: 'P6 Mathematics 2023', year: 2023, fileId: paper!.id };
    await replay('createSvePastPaper', { token: principal, params: { sveExamTypeId: maths }, body: paperBody, status: 201 });
    await replay('createSvePastPaper', { token: teacher, params: { sveExamTypeId: maths }, body: paperBody, status: 403 });
  });

  it('serves schemes of work: the list by subject, level and term, a scheme on teaching weeks, a week saved (422, 409, 403)', async () => {
    const teacher = await signIn('teacher');
    const list = await replay<List<Id>>('listSchemesOfWork', { token: teacher, query: { subjectId: 'sub-mathematics', term: 1, pageSize: 0, sortBy: 'levelOrder' }, status: 200 });
    const params = { id: list.data[0]!.id };
    await replay('getSchemeOfWork', { token: teacher, params: { id: 'sow-2026-english-language-primary4-t1' }, status: 403 });
    await replay('getSchemeOfWork', { token: teacher, params: { id: 'none' }, status: 404 });
    const detail = await replay<{ version: number; lessonOptions: Id[] }>('getSchemeOfWork', { token: teacher, params, status: 200 });
    const body = { version: detail.version, topics: ['Contract topic'], objectives: ['Contract objective.'], lessonIds: [detail.lessonOptions[0]!.id] };
    await replay('saveSchemeOfWorkWeek', { token: teacher, params: { ...params, week: '1' }, body: { ...body, topics: [] }, status: 422 });
    await replay('saveSchemeOfWorkWeek', { token: teacher, params: { ...params, week: '1' }, body, status: 200 });
    await replay('saveSchemeOfWorkWeek', { token: teacher, params: { ...params, week: '1' }, body, status: 409 });
    await replay('saveSchemeOfWorkWeek', { token: await signIn('homeroom'), params: { ...params, week: '1' }, body, status: 403 });
  });

  it('keeps the school calendar: events by range, holidays, create, update (409 stale), delete', async () => {
    const token = await signIn('principal');
    const list = await replay<List<Id>>('listCalendarEvents', { token, query: { from: '2026-11-01', to: '2026-12-01' }, status: 200 });
    await replay('listCalendarEvents', { token, query: { from: '2026-12-01', to: '2026-11-01' }, status: 400 });
    const teacher = await signIn('teacher');
    await replay('listCalendarEvents', { token: teacher, query: { classYearId: 'cy-primary-6-integrity' }, status: 200 });
    await replay('listCalendarEvents', { token: teacher, query: { classYearId: 'cy-primary-1-courage' }, status: 403 });
    await replay('listCalendarEvents', { token: teacher, query: { classYearId: 'cy-none' }, status: 404 });
    await replay('listHolidays', { token, query: { pageSize: 0 }, status: 200 });
    await replay('getCalendarEvent', { token, params: { id: list.data[0]!.id }, status: 200 });
    await replay('getCalendarEvent', { token, params: { id: 'none' }, status: 404 });
    const body = {
      title: 'Contract test club',
      type: 'SCHOOL_EVENT',
      allDay: false,
      start: '2026-11-16T14:00',
      end: '2026-11-16T15:00',
      recurrence: { frequency: 'WEEKLY', weekdays: ['MONDAY', 'WEDNESDAY'], until: null, count: null },
      classYearId: null,
    };
    await replay('createCalendarEvent', { token, body: { ...body, title: '' }, status: 422 });
    await replay('createCalendarEvent', { token, rawBody: 'title=x', contentType: 'text/plain', status: 415 });
    await replay('createCalendarEvent', { token, body: { ...body, title: 'x'.repeat(1024 * 1024) }, status: 413 });
    await replay('createCalendarEvent', { token: teacher, body, status: 403 });
    const created = await replay<Id & { version: number }>('createCalendarEvent', { token, body, status: 201 });
    await replay('updateCalendarEvent', { token, params: { id: created.id }, body: { ...body, title: 'Renamed', version: created.version }, status: 200 });
    await replay('updateCalendarEvent', { token, params: { id: created.id }, body: { ...body, version: created.version }, status: 409 });
    await replay('updateCalendarEvent', { token, params: { id: created.id }, body: { ...body, end: '2026-11-16T13:00', version: 2 }, status: 422 });
    await replay('updateCalendarEvent', { token, params: { id: 'none' }, body: { ...body, version: 1 }, status: 404 });
    await replay('updateCalendarEvent', { token: teacher, params: { id: created.id }, body: { ...body, version: 2 }, status: 403 });
    await replay('deleteCalendarEvent', { token: teacher, params: { id: created.id }, status: 403 });
    await replay('deleteCalendarEvent', { token, params: { id: created.id }, status: 204 });
    await replay('deleteCalendarEvent', { token, params: { id: created.id }, status: 404 });
  });

  it('keeps the record of changes and of reads of personal details', async () => {
    const teacher = await signIn('teacher');
    const subjectYear = 'sy-primary-4-courage-mathematics';
    const sheet = await replay<{ students: Id[]; assessments: Id[]; scores: Array<{ studentId: string; assessmentId: string; version: number }> }>(
      'getGradebook',
      { token: teacher, params: { id: subjectYear }, query: { term: 2 }, status: 200 },
    );
    const studentId = sheet.students[0]!.id;
    const assessmentId = sheet.assessments[0]!.id;
    const version = sheet.scores.find((cell) => cell.studentId === studentId && cell.assessmentId === assessmentId)?.version ?? 0;
    await replay('saveGradebookScores', { token: teacher, params: { id: subjectYear }, body: { term: 2, scores: [{ studentId, assessmentId, score: 7, version }] }, status: 200 });
    await replay('getRecordHistory', { token: teacher, params: { recordType: 'Mark', recordId: `${assessmentId}:${studentId}` }, status: 200 });
    await replay('getRecordHistory', { token: teacher, params: { recordType: 'Mark', recordId: 'none:none' }, status: 404 });
    await replay('listMarkChanges', { token: teacher, params: { id: subjectYear }, query: { term: 2 }, status: 200 });
    await replay('listMarkChanges', { token: teacher, params: { id: subjectYear }, query: { term: 5 }, status: 400 });
    await replay('getStudentHistory', { token: teacher, params: { studentId }, query: { section: 'Marks' }, status: 200 });
    await replay('getStudentHistory', { token: teacher, params: { studentId: 'none' }, status: 404 });
    const principal = await signIn('principal');
    await replay('getStudent', { token: principal, params: { id: studentId }, status: 200 });
    await replay('getClassHistory', { token: principal, params: { classYearId: CLASS }, query: { term: 2, from: '2026-01-01' }, status: 200 });
    await replay('getClassHistory', { token: principal, params: { classYearId: CLASS }, query: { from: '2026-02-30' }, status: 422 });
    await replay('getClassHistory', { token: await signIn('newcomer', DEMO_DEFAULT_PASSWORD), params: { classYearId: CLASS }, status: 403 });
    await replay('listPersonalDetailsReads', { token: principal, query: { pageSize: 0 }, status: 200 });
    await replay('listPersonalDetailsReads', { token: teacher, status: 403 });
  });

  // Last, so it adds only the lists no case above replayed: a new list that needs no parameter is checked
  // against the document with no line here. A list that needs one, or is not the principal's, needs a case above.
  it('serves the first page of every list that needs no parameter', async () => {
    const token = await signIn('principal');
    const succeeded = (operationId: string) => [...replayed].some((entry) => entry.startsWith(`${operationId} 2`));
    for (const operationId of operationIds.filter((id) => isParameterlessList(id) && !succeeded(id))) {
      await replay(operationId, { token, query: { page: 0, pageSize: 2 }, status: 200 });
    }
  });
}

/** A GET of the list contract (it pages) on a path without parameters, with no query parameter required. */
function isParameterlessList(operationId: string): boolean {
  const { method, path, operation } = documentedOperation(operationId);
  const parameters = operation.parameters ?? [];
  return method === 'get' && !path.includes('{') && parameters.some((parameter) => parameter.name === 'pageSize') && !parameters.some((parameter) => parameter.required);
}

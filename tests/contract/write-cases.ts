import { replay, signIn } from './replay-client';

// A valid request for every JSON write of docs/openapi.json, built the way tests/contract/replay.test.ts
// builds its successful calls (same users, same seeded records), for tests that change one field at a time.

interface List<T> {
  data: T[];
}
type Id = { id: string };

export interface WriteCase {
  token: string;
  params?: Record<string, string | number>;
  body: unknown;
}

const YEAR = 'ay-2026';
const CLASS = 'cy-primary-4-courage';
const HOMEROOM_CLASS = 'cy-primary-5-courage';
const MATHS_SUBJECT = 'sy-primary-4-courage-mathematics';
const GRADING = 'ia-grading-1';
const SVE_MATHS = 'sve-2026-p6-mathematics';
const note = { id: 'n1', page: 1, x: 0.2, y: 0.3, text: 'Label the axes', fontSize: 24, fill: '#000000', fontFamily: 'Arial, Helvetica, sans-serif' };
const settings = { assignmentType: 'Quiz', questionOrder: 'Random', answerReveal: 'Hide Until Past Deadline', attempts: 2, startDate: '2026-12-01', dueDate: '2026-12-08' };
const link = { materialType: 'LINK', title: 'Reading', content: { url: 'https://www.moe.gov.sg/', description: '' } };
const calendarEvent = {
  title: 'Walk club',
  type: 'SCHOOL_EVENT',
  allDay: false,
  start: '2026-11-16T14:00',
  end: '2026-11-16T15:00',
  recurrence: { frequency: 'WEEKLY', weekdays: ['MONDAY'], until: '2026-12-31', count: null },
  classYearId: null,
};

/** A lesson and an assignment of the teacher's Mathematics, just created (draft, editable). */
async function teacherDrafts() {
  const token = await signIn('teacher');
  const chapter = await replay<Id>('createChapter', { token, params: { subjectId: MATHS_SUBJECT }, body: { name: 'Walk chapter' }, status: 201 });
  const { id: lessonId } = await replay<Id>('createLesson', { token, params: { chapterId: chapter.id }, body: { name: 'Walk lesson' }, status: 201 });
  const { id: assignmentId } = await replay<Id>('createResourceAssignment', { token, params: { chapterId: chapter.id }, body: { name: 'Walk quiz', settings }, status: 201 });
  const lesson = await replay<Id & { version: number }>('getLesson', { token, params: { lessonId }, status: 200 });
  const assignment = await replay<Id & { version: number }>('getResourceAssignment', { token, params: { assignmentId }, status: 200 });
  return { token, chapter, lesson, assignment };
}

/** Submitted work of the grading bench, its hand-marked questions and an attached file. */
async function submittedWork() {
  const token = await signIn('teacher');
  const rows = await replay<List<Id>>('listSubmissions', { token, params: { assignmentId: GRADING }, query: { pageSize: 0, state: 'Submitted', sortBy: 'fullName' }, status: 200 });
  const studentAssignmentId = rows.data[1]!.id;
  const work = await replay<{ version: number; answers: Array<{ answer: { files?: Id[] } }> }>('getSubmission', { token, params: { studentAssignmentId }, status: 200 });
  const detail = await replay<{ materials: Array<Id & { materialType: string }> }>('getIssuedAssignment', { token, params: { assignmentId: GRADING }, status: 200 });
  const handMarked = detail.materials.filter((material) => ['FREE_RESPONSE', 'ERROR_EDITING', 'VOICE_RESPONSE', 'ATTACH_FILES'].includes(material.materialType));
  const fileId = work.answers.flatMap((answer) => answer.answer.files ?? [])[0]!.id;
  return { token, studentAssignmentId, version: work.version, handMarked, fileId };
}

async function formClass() {
  const token = await signIn('homeroom');
  const params = { classYearId: HOMEROOM_CLASS };
  const query = { academicYearId: YEAR, term: 2 };
  const remarks = await replay<List<{ studentId: string }>>('getClassRemarks', { token, params, query, status: 200 });
  return { token, params, query, studentId: remarks.data[0]!.studentId };
}

/** Primary 5 Courage's term 3 season as its form teacher opened it, its proofreader asked (the teacher). */
async function season() {
  const token = await signIn('homeroom');
  const params = { classYearId: HOMEROOM_CLASS, term: 3 };
  const board = await replay<{ season: { version: number }; pupils: Array<{ studentId: string; remark: { text: string; version: number } | null }> }>(
    'getReportSeasonBoard',
    { token, params, status: 200 },
  );
  const asked = await replay<{ version: number }>('askReportSeasonProofreader', { token, params, body: { version: board.season.version, proofreaderId: 'u-teacher' }, status: 200 });
  const pupil = board.pupils.find((row) => row.remark !== null)!;
  return { token, params, version: asked.version, pupil: { studentId: pupil.studentId, remark: pupil.remark! } };
}

async function readySeason() {
  const { token, params, version } = await season();
  const ready = await replay<{ version: number }>('markReportSeasonReady', { token, params, body: { version, override: 'Measured next week.' }, status: 200 });
  return { params, version: ready.version };
}

async function upload(token: string, fileName: string): Promise<string> {
  const boundary = 'walk-boundary';
  const rawBody =
    `--${boundary}\r\nContent-Disposition: form-data; name="entityType"\r\n\r\nSVE\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\nQ1\r\n--${boundary}--\r\n`;
  const [file] = await replay<Id[]>('uploadFile', { token, rawBody, contentType: `multipart/form-data; boundary=${boundary}`, status: 201 });
  return file!.id;
}

export const writeCases: Record<string, () => Promise<WriteCase>> = {
  login: async () => ({ token: '', body: { username: 'principal', password: 'Demo@2026' } }),
  exchangeHandoffCode: async () => {
    const token = await signIn('principal');
    const { code } = await replay<{ code: string }>('createHandoffCode', { token, status: 201 });
    return { token: '', body: { code } };
  },
  updatePassword: async () => ({
    token: await signIn('principal'),
    body: { currentPassword: 'Demo@2026', newPassword: 'Orchard#2027x', confirmPassword: 'Orchard#2027x' },
  }),
  awardEbadge: async () => {
    const token = await signIn('principal');
    const students = await replay<List<Id>>('listClassStudents', { token, params: { classYearId: CLASS }, query: { pageSize: 1 }, status: 200 });
    const badges = await replay<List<Id>>('listEbadges', { token, query: { pageSize: 1 }, status: 200 });
    return { token, params: { classYearId: CLASS }, body: { academicYearId: YEAR, ebadgeId: badges.data[0]!.id, studentIds: [students.data[0]!.id], note: 'Walk' } };
  },
  saveGradebookScores: async () => {
    const token = await signIn('principal');
    const subjectYears = await replay<List<Id>>('listSubjectYears', { token, query: { academicYearId: YEAR, classYearId: CLASS }, status: 200 });
    const id = subjectYears.data[0]!.id;
    const sheet = await replay<{ assessments: Id[]; students: Id[]; scores: { studentId: string; assessmentId: string; version: number }[] }>('getGradebook', {
      token,
      params: { id },
      query: { term: 2 },
      status: 200,
    });
    const cell = { studentId: sheet.students[0]!.id, assessmentId: sheet.assessments[0]!.id };
    // A mark is saved on the version it was read at, 0 when it was never saved.
    const version = sheet.scores.find((score) => score.studentId === cell.studentId && score.assessmentId === cell.assessmentId)?.version ?? 0;
    return { token, params: { id }, body: { term: 2, scores: [{ ...cell, score: 41, version }] } };
  },
  updateGradeBoundaries: async () => {
    const token = await signIn('principal');
    const subjectYears = await replay<List<Id>>('listSubjectYears', { token, query: { academicYearId: YEAR, classYearId: CLASS }, status: 200 });
    const sheet = await replay<{ gradeBoundaries: { id: string; gradeAMin: number; gradeBMin: number; gradeCMin: number; gradeDMin: number; version: number } }>('getGradebook', {
      token,
      params: { id: subjectYears.data[0]!.id },
      query: { term: 2 },
      status: 200,
    });
    const { id, gradeAMin, gradeBMin, gradeCMin, gradeDMin, version } = sheet.gradeBoundaries;
    return { token, params: { id }, body: { gradeAMin, gradeBMin, gradeCMin, gradeDMin, version } };
  },
  bulkUpsertPlacementResults: async () => {
    const token = await signIn('principal');
    const results = await replay<List<Id>>('listPlacementResults', {
      token,
      query: { branchId: 'br-1', academicYearId: YEAR, pageSize: 1, relations: '["student","studentAdmission"]' },
      status: 200,
    });
    return { token, body: { placementTestResults: [{ id: results.data[0]!.id, testScore: 50, subjectTestScores: [{ subject: 'Mathematics', score: 60 }], ptResultStatus: 'ACCEPT' }] } };
  },
  createResourceAssignment: async () => {
    const { token, chapter } = await teacherDrafts();
    return { token, params: { chapterId: chapter.id }, body: { name: 'Walk quiz 2', settings } };
  },
  createChapter: async () => ({ token: await signIn('teacher'), params: { subjectId: MATHS_SUBJECT }, body: { name: 'Walk chapter 2' } }),
  updateChapter: async () => {
    const { token, chapter } = await teacherDrafts();
    return { token, params: { chapterId: chapter.id }, body: { order: 0 } };
  },
  createLesson: async () => {
    const { token, chapter } = await teacherDrafts();
    return { token, params: { chapterId: chapter.id }, body: { name: 'Walk lesson 2' } };
  },
  updateLesson: async () => {
    const { token, lesson } = await teacherDrafts();
    return { token, params: { lessonId: lesson.id }, body: { name: 'Renamed', version: lesson.version } };
  },
  duplicateLesson: async () => {
    const { token, chapter, lesson } = await teacherDrafts();
    return { token, params: { lessonId: lesson.id }, body: { targetChapterId: chapter.id } };
  },
  updateResourceAssignment: async () => {
    const { token, assignment } = await teacherDrafts();
    return { token, params: { assignmentId: assignment.id }, body: { name: 'Quiz 2', settings, version: assignment.version } };
  },
  createLessonMaterial: async () => {
    const { token, lesson } = await teacherDrafts();
    return { token, params: { id: lesson.id }, body: link };
  },
  createResourceAssignmentMaterial: async () => {
    const { token, assignment } = await teacherDrafts();
    return { token, params: { id: assignment.id }, body: { materialType: 'FITB', title: 'Q1', content: { passage: 'Half of 10 is [5].', maxMark: 1 } } };
  },
  updateMaterial: async () => {
    const { token, lesson } = await teacherDrafts();
    const material = await replay<Id & { version: number }>('createLessonMaterial', { token, params: { id: lesson.id }, body: link, status: 201 });
    return { token, params: { materialId: material.id }, body: { ...link, title: 'Edited', version: material.version } };
  },
  reviewLesson: async () => {
    const { token, lesson } = await teacherDrafts();
    return { token, params: { id: lesson.id }, body: { action: 'submit', version: lesson.version } };
  },
  reviewResourceAssignment: async () => {
    const { token, assignment } = await teacherDrafts();
    return { token, params: { id: assignment.id }, body: { action: 'submit', version: assignment.version } };
  },
  commentOnLesson: async () => {
    const { lesson } = await teacherDrafts();
    return { token: await signIn('homeroom'), params: { id: lesson.id }, body: { comment: 'Looks good.' } };
  },
  commentOnResourceAssignment: async () => {
    const { assignment } = await teacherDrafts();
    return { token: await signIn('homeroom'), params: { id: assignment.id }, body: { comment: 'Add a hint.' } };
  },
  issueAssignment: async () => {
    const token = await signIn('teacher');
    const contents = await replay<List<Id & { kind: string }>>('listAssignableContents', { token, query: { pageSize: 1 }, status: 200 });
    const source = contents.data[0]!;
    return { token, body: { sourceType: source.kind, sourceId: source.id, classYearIds: [CLASS], studentIds: [], startDate: '2026-12-01', dueDate: '2026-12-08' } };
  },
  changeIssuedAssignmentDates: async () => {
    const token = await signIn('teacher');
    const detail = await replay<{ version: number }>('getIssuedAssignment', { token, params: { assignmentId: 'ia-grading-2' }, status: 200 });
    return { token, params: { assignmentId: 'ia-grading-2' }, body: { startDate: '2026-11-20', dueDate: '2026-12-11', version: detail.version } };
  },
  withdrawIssuedAssignment: async () => {
    const token = await signIn('teacher');
    const detail = await replay<{ version: number }>('getIssuedAssignment', { token, params: { assignmentId: 'ia-grading-2' }, status: 200 });
    return { token, params: { assignmentId: 'ia-grading-2' }, body: { classYearId: HOMEROOM_CLASS, version: detail.version } };
  },
  gradeSubmission: async () => {
    const { token, studentAssignmentId, version, handMarked, fileId } = await submittedWork();
    return {
      token,
      params: { studentAssignmentId },
      body: {
        marks: handMarked.map((material) => ({ materialId: material.id, mark: 1 })),
        feedback: 'Good work.',
        annotations: [{ fileId, page: 1, items: [note] }],
        version,
      },
    };
  },
  saveAttachmentAnnotations: async () => {
    const { token, studentAssignmentId, version, fileId } = await submittedWork();
    return { token, params: { studentAssignmentId, fileId }, body: { annotations: [note], version } };
  },
  returnSubmission: async () => {
    const grading = await writeCases.gradeSubmission!();
    const graded = await replay<{ version: number }>('gradeSubmission', { token: grading.token, params: grading.params, body: grading.body, status: 200 });
    return { token: grading.token, params: grading.params, body: { comment: 'Redo question 3.', version: graded.version } };
  },
  saveQuestionMarks: async () => {
    const { token, handMarked } = await submittedWork();
    const params = { assignmentId: GRADING, materialId: handMarked[0]!.id };
    const answers = await replay<List<Id & { version: number }>>('listQuestionAnswers', { token, params, status: 200 });
    return { token, params, body: { marks: [{ studentAssignmentId: answers.data[1]!.id, mark: 1, version: answers.data[1]!.version }] } };
  },
  addCommentBankItem: async () => ({ token: await signIn('teacher'), body: { text: 'Show every step.' } }),
  createLeapsEvent: async () => {
    const token = await signIn('homeroom');
    const students = await replay<List<Id>>('listClassStudents', { token, params: { classYearId: HOMEROOM_CLASS }, query: { pageSize: 2 }, status: 200 });
    const students2 = students.data.map((student) => ({ studentId: student.id, role: '', level: null }));
    return { token, body: { name: 'Walk relay', domain: 'participation', level: 2, date: '2026-11-02', description: '', students: students2 } };
  },
  updateLeapsEvent: async () => {
    const created = await writeCases.createLeapsEvent!();
    const event = await replay<Id & { version: number }>('createLeapsEvent', { token: created.token, body: created.body, status: 201 });
    return { token: created.token, params: { id: event.id }, body: { ...(created.body as object), level: 3, version: event.version } };
  },
  saveCcaGrades: async () => {
    const token = await signIn('teacher');
    const years = await replay<List<Id>>('listCcaYears', { token, query: { academicYearId: YEAR, pageSize: 0, sortBy: 'name' }, status: 200 });
    const robotics = years.data[1]!;
    const detail = await replay<{ version: number; members: { studentId: string }[] }>('getCcaYear', { token, params: { id: robotics.id }, status: 200 });
    return { token, params: { id: robotics.id }, body: { version: detail.version, grades: [{ studentId: detail.members[0]!.studentId, attendance: 88, grade: 'GOOD' }] } };
  },
  assignCcaMembers: async () => {
    const token = await signIn('teacher');
    const years = await replay<List<Id>>('listCcaYears', { token, query: { academicYearId: YEAR, pageSize: 0, sortBy: 'name' }, status: 200 });
    const robotics = years.data[1]!;
    const candidates = await replay<List<Id & { ccaYears: unknown[] }>>('listCcaStudents', {
      token,
      query: { ccaYearId: robotics.id, pageSize: 0, fields: '["fullName","classYear","ccaYears"]' },
      status: 200,
    });
    return { token, params: { id: robotics.id }, body: { studentIds: [candidates.data.find((student) => student.ccaYears.length === 0)!.id] } };
  },
  saveClassRemarks: async () => {
    const { token, params, query, studentId } = await formClass();
    return { token, params, body: { ...query, entries: [{ studentId, text: 'Walk remark.', version: 0 }] } };
  },
  saveClassHeightAndWeight: async () => {
    const { token, params, query, studentId } = await formClass();
    return { token, params, body: { ...query, entries: [{ studentId, heightCm: 141.2, weightKg: 35.5, version: 0 }] } };
  },
  saveClassConduct: async () => {
    const { token, params, query, studentId } = await formClass();
    const conduct = await replay<{ descriptors: string[] }>('getClassConduct', { token, params, query, status: 200 });
    return { token, params, body: { ...query, entries: [{ studentId, frequencies: conduct.descriptors.map(() => 'A'), version: 0 }] } };
  },
  saveClassStreamingAndPromotion: async () => {
    const { token, params, studentId } = await formClass();
    const streaming = await replay<{ streams: Id[] }>('getClassStreamingAndPromotion', { token, params, query: { academicYearId: YEAR }, status: 200 });
    const decision = { studentId, promotionOutcome: 'Promoted', nextStreamId: streaming.streams[0]!.id, retainReason: null, version: 0 };
    return { token, params, body: { academicYearId: YEAR, entries: [decision] } };
  },
  saveClassFtpEvaluation: async () => {
    const { token, params, studentId } = await formClass();
    const ftp = await replay<{ areas: string[] }>('getClassFtpEvaluation', { token, params, query: { academicYearId: YEAR }, status: 200 });
    return { token, params, body: { academicYearId: YEAR, entries: [{ studentId, levels: ftp.areas.map(() => 'EMERGING'), version: 0 }] } };
  },
  askReportSeasonProofreader: async () => {
    const { token, params, version } = await season();
    return { token, params, body: { version, proofreaderId: 'u-principal' } };
  },
  markReportSeasonReady: async () => {
    const { token, params, version } = await season();
    return { token, params, body: { version, override: 'Measured next week.' } };
  },
  signOffReportSeason: async () => {
    const { params, version } = await readySeason();
    return { token: await signIn('principal'), params, body: { version } };
  },
  reopenReportSeason: async () => {
    const { params, version } = await readySeason();
    return { token: await signIn('principal'), params, body: { version, reason: 'A parent found a typo.' } };
  },
  suggestRemark: async () => {
    const { params, pupil } = await season();
    return { token: await signIn('teacher'), params, body: { studentId: pupil.studentId, remarkVersion: pupil.remark.version, suggested: `${pupil.remark.text} Well done.` } };
  },
  decideRemarkSuggestion: async () => {
    const { token, params, pupil } = await season();
    const suggestion = { studentId: pupil.studentId, remarkVersion: pupil.remark.version, suggested: `${pupil.remark.text} Well done.` };
    const made = await replay<Id & { version: number }>('suggestRemark', { token: await signIn('teacher'), params, body: suggestion, status: 201 });
    return { token, params: { suggestionId: made.id }, body: { version: made.version, decision: 'accept' } };
  },
  addRemarkBankItem: async () => ({ token: await signIn('homeroom'), body: { text: '{name} helps others.' } }),
  createStudentPickUpRequest: async () => {
    const token = await signIn('principal');
    const day = await replay<List<Id & { state: string; studentId: string; date: string }>>('listStudentPickUpRequests', { token, status: 200 });
    const cancelled = day.data.find((row) => row.state === 'CANCELLED')!;
    return {
      token,
      body: { studentId: cancelled.studentId, date: cancelled.date, pickUpTime: '15:00', reason: 'Again', collectorName: 'Ani', relationship: 'Aunt', idType: 'KTP', idNumber: '1' },
    };
  },
  transitionStudentPickUpRequest: async () => {
    const token = await signIn('principal');
    const day = await replay<List<Id & { state: string }>>('listStudentPickUpRequests', { token, status: 200 });
    return { token, params: { id: day.data.find((row) => row.state === 'REQUESTED')!.id }, body: { action: 'approve' } };
  },
  createSveAssignment: async () => {
    const token = await signIn('teacher');
    return { token, params: { sveExamTypeId: SVE_MATHS }, body: { title: 'Drill', dueDate: '2026-12-01', instructions: '', fileIds: [await upload(token, 'drill.txt')] } };
  },
  createSvePastPaper: async () => {
    const token = await signIn('principal');
    return { token, params: { sveExamTypeId: SVE_MATHS }, body: { title: 'P6 Mathematics 2023', year: 2023, fileId: await upload(token, 'paper.txt') } };
  },
  saveSchemeOfWorkWeek: async () => {
    const token = await signIn('teacher');
    const list = await replay<List<Id>>('listSchemesOfWork', { token, query: { subjectId: 'sub-mathematics', term: 1, pageSize: 0, sortBy: 'levelOrder' }, status: 200 });
    const detail = await replay<{ version: number; lessonOptions: Id[] }>('getSchemeOfWork', { token, params: { id: list.data[0]!.id }, status: 200 });
    return {
      token,
      params: { id: list.data[0]!.id, week: '1' },
      body: { version: detail.version, topics: ['Walk topic'], objectives: ['Walk objective.'], lessonIds: [detail.lessonOptions[0]!.id] },
    };
  },
  restoreSharedFileVersion: async () => {
    const token = await signIn('teacher');
    const share = 'subject-files';
    const boundary = 'walk-sharing';
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const filePart = (fileName: string, bytes: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\n${bytes}\r\n--${boundary}--\r\n`;
    const contentType = `multipart/form-data; boundary=${boundary}`;
    const fields = part('folderId', 'sub-mathematics') + part('documentType', 'General');
    const shared = await replay<Id & { currentVersionId: string }>('shareFile', { token, params: { share }, rawBody: fields + filePart('walk.txt', 'Walk one.'), contentType, status: 201 });
    const second = await replay<{ version: number }>('uploadSharedFileVersion', { token, params: { share, fileId: shared.id }, rawBody: filePart('walk v2.txt', 'Walk two.'), contentType, status: 201 });
    return { token, params: { share, fileId: shared.id, versionId: shared.currentVersionId }, body: { version: second.version } };
  },
  createCalendarEvent: async () => ({ token: await signIn('principal'), body: calendarEvent }),
  createAcademicDepartment: async () => ({ token: await signIn('principal'), body: { name: 'Walk department' } }),
  updateCalendarEvent: async () => {
    const token = await signIn('principal');
    const created = await replay<Id & { version: number }>('createCalendarEvent', { token, body: calendarEvent, status: 201 });
    return { token, params: { id: created.id }, body: { ...calendarEvent, title: 'Renamed', version: created.version } };
  },
};

import { http, HttpResponse } from 'msw';
import type {
  IssuedAssignmentDetail,
  Submission,
  SubmissionSummary,
} from '@/features/assignments/api/grading-schemas';
import { GradeSubmissionBodySchema, ReturnSubmissionBodySchema } from '@/domain/lesson-content/bodies';
import { validateMark } from '@/domain/lesson-content/marking';

// A small assignment served by test handlers (server.use), so that grading tests do not depend on the demo seed:
// three students in three states, one question of every answered type, and a grade call with 409 and 422.

export const ASSIGNMENT_ID = 'ia-test';
const PAST_DUE = '2026-11-10';

export const assignmentDetail: IssuedAssignmentDetail = {
  id: ASSIGNMENT_ID,
  title: 'Fractions check',
  sourceType: 'assignment',
  sourceId: 'as-1',
  assignmentType: 'Quiz',
  classYear: { id: 'cy-1', name: 'P5 Ruby' },
  subject: { id: 'sub-1', name: 'Mathematics' },
  startDate: '2026-11-02',
  dueDate: PAST_DUE,
  studentsCount: 3,
  submittedCount: 2,
  gradedCount: 1,
  issuedBy: { id: 'st-1', name: 'Mr Tan' },
  createdAt: '2026-11-01T02:00:00.000Z',
  version: 0,
  classes: [{ id: 'cy-1', name: 'P5 Ruby', studentsCount: 3, withWorkCount: 2 }],
  gradedWorkCount: 1,
  canManage: false,
  settings: { assignmentType: 'Quiz', questionOrder: 'Random', answerReveal: 'Hide Until Past Deadline', attempts: 2 },
  materials: [
    {
      id: 'm-mc',
      order: 0,
      materialType: 'MULTIPLE_CHOICE',
      title: 'Half of ten',
      content: {
        question: 'What is half of 10?',
        choices: [
          { id: 'c1', text: 'Four' },
          { id: 'c2', text: 'Five' },
        ],
        correctChoiceIds: ['c2'],
        maxMark: 2,
      },
    },
    {
      id: 'm-fr',
      order: 1,
      materialType: 'FREE_RESPONSE',
      title: 'Explain',
      content: { prompt: 'Explain how you halve a number.', modelAnswer: 'Divide it by two.', maxMark: 5 },
    },
    {
      id: 'm-files',
      order: 2,
      materialType: 'ATTACH_FILES',
      title: 'Your working',
      content: { instructions: 'Photograph your working.', files: [{ id: 'f-key', fileName: 'key.pdf', mimeType: 'application/pdf', size: 10, entityType: 'LessonBuilder' }] },
    },
  ],
};

const summaries: SubmissionSummary[] = [
  {
    id: 'sa-ann',
    student: { id: 'stu-1', fullName: 'Ang Mei Ling' },
    state: 'Submitted',
    submittedAt: '2026-11-12T03:00:00.000Z',
    gradedAt: null,
    late: true,
    score: null,
    maxScore: 7,
    attempt: 1,
  },
  {
    id: 'sa-bal',
    student: { id: 'stu-2', fullName: 'Balakrishnan Ravi' },
    state: 'Graded',
    submittedAt: '2026-11-09T03:00:00.000Z',
    gradedAt: '2026-11-11T03:00:00.000Z',
    late: false,
    score: 6,
    maxScore: 7,
    attempt: 1,
  },
  {
    id: 'sa-chen',
    student: { id: 'stu-3', fullName: 'Chen Jia Hui' },
    state: "Haven't submitted",
    submittedAt: null,
    gradedAt: null,
    late: true,
    score: null,
    maxScore: 7,
    attempt: 0,
  },
];

/** A photo of the student's working, for the annotation tests. */
export const WORKING_PHOTO = { id: 'f-photo', fileName: 'working.png', mimeType: 'image/png', size: 68, entityType: 'LessonBuilder' };

/** Each student's own photo of their working, for the tests of what the page fetches ahead. */
export const photoOf = (studentAssignmentId: string) => ({ ...WORKING_PHOTO, id: `f-photo-${studentAssignmentId}` });

/** Each student's own PDF of their working, for the tests of what the page draws ahead. */
export const pdfOf = (studentAssignmentId: string) => ({
  id: `f-pdf-${studentAssignmentId}`,
  fileName: `${studentAssignmentId}.pdf`,
  mimeType: 'application/pdf',
  size: 2048,
  entityType: 'LessonBuilder',
});

type Photos = 'none' | 'shared' | 'each' | 'pdf-each';

function submissionOf(summary: SubmissionSummary, photos: Photos, canGrade: boolean): Submission {
  const answered = summary.state !== "Haven't submitted";
  return {
    ...summary,
    assignmentId: ASSIGNMENT_ID,
    version: 1,
    // Random order: this student saw the free response first.
    questionOrder: ['m-fr', 'm-mc', 'm-files'],
    answers: answered
      ? [
          { materialId: 'm-mc', materialType: 'MULTIPLE_CHOICE', answer: { choiceIds: ['c2'] } },
          { materialId: 'm-fr', materialType: 'FREE_RESPONSE', answer: { text: `${summary.student.fullName} halves by sharing.` } },
          ...(photos === 'none'
            ? []
            : [{ materialId: 'm-files', materialType: 'ATTACH_FILES' as const, answer: { files: [photos === 'each' ? photoOf(summary.id) : photos === 'pdf-each' ? pdfOf(summary.id) : WORKING_PHOTO] } }]),
        ]
      : [],
    marks: summary.state === 'Graded' ? [{ materialId: 'm-mc', mark: 2, automatic: true }, { materialId: 'm-fr', mark: 4, automatic: false }] : [],
    feedback: summary.state === 'Graded' ? 'Good work.' : '',
    annotations: [],
    history: answered
      ? [
          { at: summary.submittedAt ?? '', action: 'submitted', by: { id: summary.student.id, name: summary.student.fullName }, comment: null, score: null },
          ...(summary.gradedAt
            ? [{ at: summary.gradedAt, action: 'graded' as const, by: TEACHER, comment: null, score: summary.score }]
            : []),
        ]
      : [],
    canGrade,
  };
}

const TEACHER = { id: 'u-teacher', name: 'Mr Tan' };

/** The test backend's state: the submissions by id, and every grade body it received. */
/** `canGrade: false` serves the work as to a teacher who only reads it (another subject's, docs/api.md "Who grades"). */
/** `photoPerStudent`: each student attached their own photo (`photoOf`) instead of the same one; `pdfPerStudent`, their own PDF (`pdfOf`). */
export function gradingBackend({ withPhoto = false, photoPerStudent = false, pdfPerStudent = false, canGrade = true } = {}) {
  const photos: Photos = pdfPerStudent ? 'pdf-each' : photoPerStudent ? 'each' : withPhoto ? 'shared' : 'none';
  const submissions = new Map(summaries.map((summary) => [summary.id, submissionOf(summary, photos, canGrade)]));
  const received: unknown[] = [];
  const returned: unknown[] = [];
  const handlers = [
    http.get('*/api/assignments/:assignmentId/submissions', ({ request }) => {
      const url = new URL(request.url);
      const state = url.searchParams.get('state');
      const name = url.searchParams.get('fullName')?.toLowerCase();
      const rows = [...submissions.values()]
        .filter((row) => !state || row.state === state)
        .filter((row) => !name || row.student.fullName.toLowerCase().includes(name))
        .sort((a, b) => a.student.fullName.localeCompare(b.student.fullName));
      return HttpResponse.json({ data: rows, count: rows.length });
    }),
    http.get('*/api/assignments/:assignmentId', () => HttpResponse.json(assignmentDetail)),
    http.get('*/api/student-assignments/:id', ({ params }) => {
      const submission = submissions.get(String(params.id));
      return submission ? HttpResponse.json(submission) : HttpResponse.json({ message: 'Not found.' }, { status: 404 });
    }),
    http.put('*/api/student-assignments/:id/grade', async ({ params, request }) => {
      const submission = submissions.get(String(params.id));
      if (!submission) return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
      const body = GradeSubmissionBodySchema.parse(await request.json());
      received.push(body);
      if (body.version !== submission.version)
        return HttpResponse.json({ message: 'Someone else has graded this submission.' }, { status: 409 });
      const maxOf = (id: string) => (id === 'm-mc' ? 2 : 5);
      const errors: Record<string, string> = {};
      body.marks.forEach((entry, index) => {
        const message = validateMark(entry.mark, maxOf(entry.materialId));
        if (message) errors[`marks.${index}.mark`] = message;
      });
      if (Object.keys(errors).length > 0) return HttpResponse.json({ message: 'Check the marks.', errors }, { status: 422 });
      const score = body.marks.reduce((sum, entry) => sum + entry.mark, 0);
      const graded: Submission = {
        ...submission,
        state: 'Graded',
        gradedAt: new Date().toISOString(),
        score,
        version: submission.version + 1,
        marks: body.marks.map((entry) => ({ ...entry, automatic: false })),
        feedback: body.feedback,
        annotations: body.annotations,
        history: [...submission.history, { at: '2026-11-19T02:00:00.000Z', action: 'graded', by: TEACHER, comment: null, score }],
      };
      submissions.set(graded.id, graded);
      return HttpResponse.json(graded);
    }),
    http.post('*/api/student-assignments/:id/return', async ({ params, request }) => {
      const submission = submissions.get(String(params.id));
      if (!submission) return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
      const body = ReturnSubmissionBodySchema.parse(await request.json());
      returned.push(body);
      if (body.version !== submission.version || submission.state !== 'Graded')
        return HttpResponse.json({ message: 'Someone else saved this submission after you opened it. Reload it to see their marks.' }, { status: 409 });
      const back: Submission = {
        ...submission,
        state: "Haven't submitted",
        submittedAt: null,
        gradedAt: null,
        score: null,
        version: submission.version + 1,
        marks: [],
        history: [...submission.history, { at: '2026-11-20T02:00:00.000Z', action: 'returned', by: TEACHER, comment: body.comment || null, score: null }],
      };
      submissions.set(back.id, back);
      return HttpResponse.json(back);
    }),
  ];
  /** Another teacher saves first: the version moves on. */
  const gradeElsewhere = (id: string) => {
    const submission = submissions.get(id);
    if (submission) submissions.set(id, { ...submission, version: submission.version + 1, feedback: 'Graded by Mdm Lim.' });
  };
  return { handlers, received, returned, gradeElsewhere };
}

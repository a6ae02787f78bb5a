import { ANNOTATION_TEXT_DEFAULTS } from '../../config/constants';
import type { AnnotationSet } from '../../domain/lesson-content/annotation-data';
import { DEMO_USER_IDS } from '../auth/seed';
import type { Prng } from '../prng';
import type { IssuedAssignmentRow, IssuedRecipient, RecipientStatus } from '../resources/schema';
import type { ResourcesSeed } from '../resources/seed';
import type { Student } from '../school/schema';
import { answerTo, automaticMarks, feedbackFor, handMarks } from './seed-answers';
import { answerFiles, type AnswerFiles } from './seed-files';
import { scoreOf } from './score';
import { planIssues, type Phase } from './seed-issued';
import type { CommentBankRow, IssuedSnapshot, SubmissionRow } from './schema';
import { takeSnapshotFrom } from './snapshot';
import type { SeedStep } from '../seed';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Share of the class handing in, of those handing in late, and of hand-ins graded, by phase. */
const ODDS: Record<Phase, { submit: number; late: number; graded: number }> = {
  graded: { submit: 0.9, late: 0.15, graded: 1 },
  marking: { submit: 0.85, late: 0.2, graded: 0.5 },
  bench: { submit: 1, late: 0.1, graded: 0.1 },
  open: { submit: 0.5, late: 0, graded: 0.2 },
  upcoming: { submit: 0, late: 0, graded: 0 },
};

interface Outcome {
  submitted: boolean;
  late: boolean;
  graded: boolean;
  /** A graded hand-in returned and handed in again. */
  resubmitted: boolean;
}

function annotationsOn(row: Pick<SubmissionRow, 'answers' | 'id'>): AnnotationSet[] {
  const image = row.answers.flatMap((answer) => (answer.materialType === 'ATTACH_FILES' ? answer.answer.files : [])).find((file) => file.mimeType === 'image/png');
  if (!image) return [];
  const note = (n: number, x: number, y: number, text: string) => ({ id: `an-${row.id}-${n}`, page: 1, x, y, text, ...ANNOTATION_TEXT_DEFAULTS });
  return [{ fileId: image.id, page: 1, items: [note(1, 0.7, 0.2, 'Check this one'), note(2, 0.05, 0.88, 'Show your working')] }];
}

function submissionFor(issued: IssuedAssignmentRow, snapshot: IssuedSnapshot, recipient: IssuedRecipient, outcome: Outcome, prng: Prng, files: AnswerFiles): SubmissionRow {
  const skill = prng.next();
  const answers = snapshot.materials.flatMap((material) => answerTo(material, skill, prng, files) ?? []);
  const start = Date.parse(`${issued.startDate}T01:00:00.000Z`);
  const dueEnd = Date.parse(`${issued.dueDate}T15:59:00.000Z`);
  const submitted = outcome.late ? dueEnd + prng.int(2, 40) * HOUR : start + Math.floor(prng.next() * Math.max(HOUR, Math.min(dueEnd, start + 2 * DAY) - start));
  const gradedAt = outcome.graded ? new Date(Math.max(submitted, dueEnd) + prng.int(2, 30) * HOUR).toISOString() : null;
  const submittedAt = new Date(submitted).toISOString();
  const history: SubmissionRow['history'] = [{ at: submittedAt, action: 'submitted', byId: recipient.studentId, comment: null }];
  const auto = automaticMarks(snapshot.materials, answers);
  const graded = [...auto, ...handMarks(snapshot.materials, skill)];
  let attempt = 1;
  let lastSubmittedAt = submittedAt;
  if (outcome.resubmitted) {
    const gradedFirst = new Date(submitted + 5 * HOUR).toISOString();
    const returned = new Date(submitted + 6 * HOUR).toISOString();
    lastSubmittedAt = new Date(submitted + 30 * HOUR).toISOString();
    history.push(
      // The first grading gave a lower mark: the return asked for the unfinished questions.
      { at: gradedFirst, action: 'graded', byId: issued.issuedById, comment: null, score: Math.max(0, scoreOf(graded) - 2) },
      { at: returned, action: 'returned', byId: issued.issuedById, comment: 'Please finish the last two questions and hand it in again.' },
      { at: lastSubmittedAt, action: 'submitted', byId: recipient.studentId, comment: null },
    );
    attempt = 2;
  }
  if (gradedAt) history.push({ at: gradedAt, action: 'graded', byId: issued.issuedById, comment: null, score: scoreOf(graded) });
  const base = { id: recipient.id, answers };
  return {
    id: recipient.id,
    createdAt: submittedAt,
    issuedAssignmentId: issued.id,
    studentId: recipient.studentId,
    version: history.length + 1,
    submittedAt: lastSubmittedAt,
    gradedAt,
    attempt,
    answers,
    marks: gradedAt ? graded : auto,
    feedback: gradedAt ? feedbackFor(skill, prng) : '',
    annotations: gradedAt ? annotationsOn(base) : [],
    history,
  };
}

const statusOf = (outcome: Outcome): RecipientStatus => (outcome.graded ? 'GRADED' : outcome.submitted ? 'SUBMITTED' : 'NOT_SUBMITTED');

export interface SubmissionsSeedInput {
  resources: ResourcesSeed;
  students: readonly Student[];
}

/**
 * Student work for every issued assignment: the resources seed's (following the status it gave each recipient)
 * and the assignments seeded here for each demo teacher, with real attachments and the shared marking rules.
 */
export function buildSubmissionsSeed(prng: Prng, { resources, students }: SubmissionsSeedInput) {
  const files = answerFiles();
  const planned = planIssues(resources.resourceContents, students);
  const issues = [
    ...resources.issuedAssignments.map((issued) => ({ issued, phase: null, recipients: resources.issuedRecipients.filter((row) => row.issuedAssignmentId === issued.id) })),
    ...planned,
  ];
  const snapshots: IssuedSnapshot[] = [];
  const submissions: SubmissionRow[] = [];
  const recipients: IssuedRecipient[] = [];
  for (const { issued, phase, recipients: reached } of issues) {
    const snapshot = takeSnapshotFrom(issued, resources);
    snapshots.push(snapshot);
    let resubmissionPlaced = false;
    for (const recipient of reached) {
      const odds = phase ? ODDS[phase] : null;
      const submitted = odds ? prng.chance(odds.submit) : recipient.status !== 'NOT_SUBMITTED';
      const graded = submitted && (odds ? prng.chance(odds.graded) : recipient.status === 'GRADED');
      const outcome: Outcome = { submitted, graded, late: submitted && prng.chance(odds?.late ?? 0.1), resubmitted: false };
      if (phase === 'marking' && submitted && !graded && !resubmissionPlaced) {
        outcome.resubmitted = true;
        resubmissionPlaced = true;
      }
      if (submitted) submissions.push(submissionFor(issued, snapshot, recipient, outcome, prng, files));
      if (phase) recipients.push({ ...recipient, status: statusOf(outcome) });
    }
  }
  return {
    issuedAssignments: planned.map((plan) => plan.issued),
    issuedRecipients: recipients,
    uploadedFiles: files.rows,
    issuedSnapshots: snapshots,
    submissions,
    commentBank: commentBank(),
  };
}

const BANK: ReadonlyArray<[string, string[]]> = [
  [DEMO_USER_IDS.teacher, ['Show your working for every step.', 'Check your answer with a fraction strip.', 'Excellent reasoning — well explained!']],
  [DEMO_USER_IDS.homeroom, ['Watch your verb tenses.', 'Read your answer aloud to check it makes sense.', 'Lovely expression in your reading!']],
  [DEMO_USER_IDS.principal, ['Good effort — keep it up.', 'Please see me about this piece of work.']],
];

function commentBank(): CommentBankRow[] {
  return BANK.flatMap(([ownerId, texts]) =>
    texts.map((text, index) => ({ id: `cb-${ownerId.slice(2)}-${index + 1}`, createdAt: `2026-10-0${index + 1}T02:00:00.000Z`, ownerId, text })),
  );
}

/**
 * The students' work, from its own generator so that adding it left the lesson resources as they were. Drawing
 * its attachments is the dearest part of the seed, so it is built only when one of its tables is first read:
 * a deep link to any other screen never waits for it. Its files and issued assignments follow the resources' own.
 */
export const seedStep: SeedStep = {
  order: 140,
  build({ ownPrng, rows }) {
    const resources = {
      resourceChapters: rows('resourceChapters'),
      resourceContents: rows('resourceContents'),
      resourceMaterials: rows('resourceMaterials'),
      publishedContents: rows('publishedContents'),
      resourceActivity: rows('resourceActivity'),
      uploadedFiles: rows('uploadedFiles'),
      issuedAssignments: rows('issuedAssignments'),
      issuedRecipients: rows('issuedRecipients'),
    };
    const students = rows('students');
    let work: ReturnType<typeof buildSubmissionsSeed> | undefined;
    const studentWork = () => (work ??= buildSubmissionsSeed(ownPrng(10), { resources, students }));
    return {
      get uploadedFiles() {
        return [...resources.uploadedFiles, ...studentWork().uploadedFiles];
      },
      get issuedAssignments() {
        return [...resources.issuedAssignments, ...studentWork().issuedAssignments];
      },
      get issuedRecipients() {
        return [...resources.issuedRecipients, ...studentWork().issuedRecipients];
      },
      get issuedSnapshots() {
        return studentWork().issuedSnapshots;
      },
      get submissions() {
        return studentWork().submissions;
      },
      get commentBank() {
        return studentWork().commentBank;
      },
    };
  },
};

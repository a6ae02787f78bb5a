import { describe, expect, it } from 'vitest';
import type { User } from './auth/schema';
import { ccaBranchesOf, isInChargeOf } from './cca/access';
import { pickUpBranchesOf } from './release-student/access';
import { db } from './db';
import { handlers } from './handlers';
import { isPrincipalOf, visibleApplicantIds } from './placement/views';
import { canSeeFolder } from './file-sharing/access';
import { canReadSubjectYear } from './resources/access';
import { canSeeClass, canSeeSubjectYear } from './school/access';
import { canSeeLeapsOf } from './leaps/access';
import { assignedExamTypeIds } from './sve/access';
import { canSeeSow } from './scheme-of-work/access';
import { getJson, signIn } from './test-client';

const ACCOUNTS = ['principal', 'homeroom', 'teacher', 'newcomer'] as const;
/** Classes the walk fills `:id` with: the principal's, the homeroom's, and one nobody but the principal may see. */
const SAMPLE_CLASSES = ['cy-primary-4-courage', 'cy-primary-5-courage', 'cy-primary-1-courage'];
/** Every list is asked for as a whole, and again narrowed to each branch of the current year (placement needs both). */
const QUERIES = ['pageSize=0', 'pageSize=0&branchId=br-1&academicYearId=ay-2026', 'pageSize=0&branchId=br-2&academicYearId=ay-2026'];
/** Form-class grids and the completion view answer per year and term (400 without them). */
const FORM_CLASS_PATHS = /\/(remarks|height-and-weight|conduct|streaming-and-promotion|form-class-completion)$/;
const queriesFor = (path: string) => (FORM_CLASS_PATHS.test(path) ? [...QUERIES, 'academicYearId=ay-2026&term=2'] : QUERIES);

type Item = Record<string, unknown> & { id: string };

/** Lesson resources: the subjects with content (the teacher's, the homeroom's) and one of another branch. */
function resourceSamples(segment: string | undefined): string[] | null {
  const subjects = [...new Set(db.resourceChapters.all().map((chapter) => chapter.subjectYearId))];
  const elsewhere = db.subjectYears.find((row) => db.classYears.get(row.classYearId)?.branchId === 'br-2')?.id ?? 'none';
  const firstOf = <T extends { id: string }>(rows: T[], key: (row: T) => string) =>
    subjects.map((subjectId) => rows.find((row) => key(row) === subjectId)?.id ?? 'none');
  if (segment === 'resource-subjects') return [...subjects, elsewhere];
  if (segment === 'chapters') return firstOf(db.resourceChapters.all(), (row) => row.subjectYearId);
  if (segment === 'lessons') return firstOf(db.resourceContents.filter((row) => row.kind === 'lesson'), (row) => row.subjectYearId);
  if (segment === 'resource-assignments') return firstOf(db.resourceContents.filter((row) => row.kind === 'assignment'), (row) => row.subjectYearId);
  return null;
}

/** Issued assignments of each demo teacher, and student work in a class the homeroom teacher does not see. */
function workSamples(segment: string | undefined): string[] | null {
  if (segment === 'assignments') return ['ia-seed-1', 'ia-grading-1', 'ia-grading-5', 'ia-grading-8'];
  if (segment !== 'student-assignments') return null;
  return ['cy-primary-5-courage', 'cy-primary-6-integrity'].map(
    (classId) => db.issuedRecipients.find((row) => row.issuedAssignmentId === 'ia-grading-1' && row.classYearId === classId)?.id ?? 'none',
  );
}

/** File sharing: both shares, and a file of every folder (in scope or not) for the file routes. */
function sharedFileSamples(segment: string | undefined): string[] | null {
  if (segment === 'file-sharing') return ['academic-department-files', 'subject-files'];
  if (segment === 'files') return [...new Map(db.sharedFiles.all().map((file) => [file.folderId, file.id])).values()];
  if (segment === 'versions') return ['none'];
  return null;
}

function samples(segment: string | undefined): string[] {
  const resources = resourceSamples(segment) ?? workSamples(segment) ?? sharedFileSamples(segment);
  if (resources) return resources;
  if (segment === 'sve-exam-types') return ['sve-2026-p6-mathematics', 'sve-2026-p6-english', 'sve-2026-s4-science'];
  if (segment === 'class-years') return SAMPLE_CLASSES;
  if (segment === 'cca-years') return ['ccay-2026-chess-club', 'ccay-2026-drama-club'];
  if (segment === 'schemes-of-work') return ['sow-2026-mathematics-primary4-t1', 'sow-2026-english-language-primary4-t1'];
  if (segment === 'subject-years') return SAMPLE_CLASSES.map((id) => db.subjectYears.find((row) => row.classYearId === id)?.id ?? 'none');
  if (segment === 'students') return SAMPLE_CLASSES.map((id) => db.students.find((row) => row.classYearId === id)?.id ?? 'none');
  return ['none'];
}

/** Every GET path of the handlers with its parameters filled in, so a new list endpoint is walked the day it exists. */
function walkPaths(): string[] {
  const paths = handlers.filter((handler) => handler.info.method === 'GET').map((handler) => String(handler.info.path).replace(/^\*\/api/, ''));
  return paths.flatMap((path) => {
    const segments = path.split('/');
    let filled = [''];
    segments.slice(1).forEach((segment, index) => {
      const values = segment === ':term' ? ['4'] : segment === ':reportType' ? ['FTP'] : segment.startsWith(':') ? samples(segments[index]) : [segment];
      filled = filled.flatMap((prefix) => values.map((value) => `${prefix}/${value}`));
    });
    return filled;
  });
}

/** Lesson resources answer subjects (ids `sy-…`) and what hangs under them (`subjectId`), read by their own rule. */
const RESOURCE_PATHS = /^\/(resource-subjects|chapters|lessons|resource-assignments|assignable-contents)(\/|$)/;

function resourceOutOfScope(user: User, item: Item): string | null {
  const subjectYearId = typeof item.subjectId === 'string' ? item.subjectId : item.id;
  const subjectYear = db.subjectYears.get(subjectYearId);
  if (subjectYear && !canReadSubjectYear(user, subjectYear)) return `resource subject ${subjectYearId}`;
  return null;
}

/** A LEAPS event shows only students of classes the user keeps LEAPS records for, and at least one of them. */
function leapsOutOfScope(user: User, item: Item): string | null {
  const students = Array.isArray(item.students) ? (item.students as Array<{ id: string }>) : [];
  if (students.length === 0) return `LEAPS event ${item.id} without a student of the user`;
  const hidden = students.find((entry) => {
    const classYear = db.classYears.get(db.students.get(entry.id)?.classYearId ?? '');
    return !classYear || !canSeeLeapsOf(user, classYear);
  });
  return hidden ? `LEAPS event ${item.id} shows student ${hidden.id}` : null;
}

/** CCAs answer those the user runs (or oversees as principal) and the students of those CCAs' campuses. */
function ccaOutOfScope(user: User, item: Item, path: string): string | null {
  const ccaYear = db.ccaYears.get(item.id);
  if (ccaYear) return isInChargeOf(user, ccaYear) ? null : `CCA ${item.id}`;
  const student = db.students.get(item.id);
  if (path.startsWith('/cca-students') && student && !ccaBranchesOf(user, 'ay-2026').has(student.branchId)) return `CCA student ${item.id}`;
  return null;
}

/** Why the user may not see this item, or null when it is within the user's scope. */
function outOfScope(user: User, item: Item, path: string): string | null {
  if (/^\/leaps-events(\/|$)/.test(path)) return leapsOutOfScope(user, item);
  // SVE assignments are their exam type's assigned teachers' only; the exam types and file libraries are every staff's (spec §6).
  if (/^\/sve-exam-types\/[^/]+\/assignments$/.test(path)) {
    return assignedExamTypeIds(user).has(String(item.sveExamTypeId)) ? null : `SVE assignment ${item.id}`;
  }
  if (RESOURCE_PATHS.test(path)) return resourceOutOfScope(user, item);
  const share = /^\/file-sharing\/(academic-department-files|subject-files)\//.exec(path)?.[1];
  if (share === 'academic-department-files' || share === 'subject-files') {
    const folderId = typeof item.folderId === 'string' ? item.folderId : item.id;
    return canSeeFolder(user, share, folderId) ? null : `${share} folder ${folderId}`;
  }
  if (path.startsWith('/cca-')) return ccaOutOfScope(user, item, path);
  if (path.startsWith('/student-pick-up-requests')) return pickUpBranchesOf(user).has(String(item.branchId)) ? null : `pick-up request ${item.id}`;
  if (path.startsWith('/pick-up-students')) return pickUpBranchesOf(user).has(db.students.get(item.id)?.branchId ?? '') ? null : `pick-up student ${item.id}`;
  if (path.startsWith('/schemes-of-work')) {
    const sow = db.schemesOfWork.get(item.id);
    return sow && !canSeeSow(user, sow) ? `scheme of work ${item.id}` : null;
  }
  const nested = typeof item.student === 'object' && item.student !== null && 'id' in item.student ? String(item.student.id) : null;
  const studentId = typeof item.studentId === 'string' ? item.studentId : (nested ?? item.id);
  const student = db.students.get(studentId);
  const studentClass = student ? db.classYears.get(student.classYearId) : undefined;
  if (student && (!studentClass || !canSeeClass(user, studentClass))) return `student ${studentId}`;
  if (db.applicants.get(studentId) && !visibleApplicantIds(user).has(studentId)) return `applicant ${studentId}`;
  const classYear = db.classYears.get(typeof item.classYearId === 'string' ? item.classYearId : item.id);
  if (classYear && !canSeeClass(user, classYear)) return `class ${classYear.id}`;
  const subjectYear = db.subjectYears.get(typeof item.subjectYearId === 'string' ? item.subjectYearId : item.id);
  if (subjectYear && !canSeeSubjectYear(user, subjectYear)) return `subject year ${subjectYear.id}`;
  const admissionId = typeof item.studentAdmissionId === 'string' ? item.studentAdmissionId : item.id;
  const admission = db.studentAdmissions.get(admissionId);
  if (admission && !isPrincipalOf(user, admission.branchId, admission.academicYearId)) return `admission ${admission.id}`;
  if (typeof item.employeeId === 'string' && item.employeeId !== user.id) return `employee ${item.employeeId}`;
  return null;
}

function isList(body: unknown): body is { data: Item[]; count: number } {
  return typeof body === 'object' && body !== null && Array.isArray((body as { data?: unknown }).data);
}

describe('every list is scoped to what the caller may see', () => {
  it.each(ACCOUNTS)('returns nothing outside the scope of %s', async (username) => {
    const token = await signIn(username);
    const user = db.users.find((candidate) => candidate.username === username);
    if (!user) throw new Error(`No demo user ${username}`);
    const leaks: string[] = [];
    const lists = new Set<string>();
    for (const path of walkPaths()) {
      for (const query of queriesFor(path)) {
        const { status, body } = await getJson<unknown>(`${path}?${query}`, token);
        if (status !== 200 || !isList(body)) continue;
        lists.add(path.replace(/\/(cy|sy|st|ch|ls|ra)-[^/]+/g, '/:id'));
        for (const item of body.data) {
          const reason = outOfScope(user, item, path);
          if (reason) leaks.push(`${path}?${query}: ${reason}`);
        }
      }
    }
    expect(leaks.slice(0, 5)).toEqual([]);
    if (username === 'principal') {
      expect([...lists]).toEqual(expect.arrayContaining(['/students', '/class-years', '/subject-years', '/placement-test-schedules', '/placement-applicants', '/placement-test-results', '/class-years/:id/students', '/resource-subjects', '/resource-subjects/:id/chapters', '/chapters/:id/contents', '/lessons/:id/activity', '/resource-assignments/:id/activity', '/assignable-contents', '/assignments', '/file-sharing/subject-files/folders', '/file-sharing/academic-department-files/files', '/leaps-events', '/class-years/:id/leaps-attainment', '/cca-years', '/cca-students', '/student-pick-up-requests', '/pick-up-students', '/form-class/classes', '/class-years/:id/remarks', '/class-years/:id/height-and-weight', '/class-years/:id/conduct', '/class-years/:id/streaming-and-promotion', '/class-years/:id/form-class-completion', '/remark-bank', '/sve-exam-types', '/sve-exam-types/sve-2026-p6-english/assignments', '/schemes-of-work', '/calendar-events']));
    }
  }, 60_000);
});

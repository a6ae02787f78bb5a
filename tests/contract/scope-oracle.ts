import { contentRolesOf } from '@/mocks/auth/content-roles';
import type { User } from '@/mocks/auth/schema';
import { db } from '@/mocks/db';
import type { SubjectYear } from '@/mocks/gradebook/schema';
import type { IssuedAssignmentRow, IssuedRecipient, UploadedFileRow } from '@/mocks/resources/schema';
import type { ClassYear } from '@/mocks/school/schema';

// The scope walk's oracle (issue 19, finding 7): who may see what, derived from the seed's ownership alone (who
// holds which position where, who teaches which subject in which class, which record a file belongs to). It does
// not call the demo backend's access rules, so a wrong rule there cannot vouch for itself.

const currentYearId = () => db.academicYears.find((year) => year.isCurrent)!.id;

const principalPositionIds = () => new Set(db.positions.filter((row) => row.name.toLowerCase().includes('principal')).map((row) => row.id));

/** Campuses where the user holds a position named like "principal" that year. */
export function principalBranches(user: User, academicYearId: string): Set<string> {
  const principal = principalPositionIds();
  return new Set(
    db.employeePositions
      .filter((row) => row.employeeId === user.id && row.academicYearId === academicYearId && principal.has(row.positionId))
      .map((row) => row.branchId),
  );
}

/** Campuses where the user holds any position this year (release student's reach). */
const currentBranches = (user: User) =>
  new Set(db.employeePositions.filter((row) => row.employeeId === user.id && row.academicYearId === currentYearId()).map((row) => row.branchId));

const principalOfClass = (user: User, classYear: ClassYear) => principalBranches(user, classYear.academicYearId).has(classYear.branchId);
const teaches = (user: User, classYearId: string, subjectId?: string) =>
  db.teachingAssignments.find((row) => row.teacherId === user.id && row.classYearId === classYearId && (subjectId === undefined || row.subjectId === subjectId)) !== undefined;

export function seesClass(user: User, classYearId: string): boolean {
  const classYear = db.classYears.get(classYearId);
  if (!classYear) return false;
  return classYear.homeroomTeacherId === user.id || teaches(user, classYear.id) || principalOfClass(user, classYear);
}

export function seesSubjectYear(user: User, subjectYear: SubjectYear): boolean {
  const classYear = db.classYears.get(subjectYear.classYearId);
  return classYear !== undefined && (teaches(user, classYear.id, subjectYear.subjectId) || principalOfClass(user, classYear));
}

/** Lesson content: the subject's readers, and reviewers (vetter, expert) working at its campus that year. */
export function readsLessonsOf(user: User, subjectYearId: string): boolean {
  const subjectYear = db.subjectYears.get(subjectYearId);
  if (!subjectYear) return false;
  if (seesSubjectYear(user, subjectYear)) return true;
  const classYear = db.classYears.get(subjectYear.classYearId);
  const reviewer = contentRolesOf(user).some((role) => role === 'vetter' || role === 'expert');
  return (
    reviewer &&
    classYear !== undefined &&
    db.employeePositions.find((row) => row.employeeId === user.id && row.branchId === classYear.branchId && row.academicYearId === subjectYear.academicYearId) !== undefined
  );
}

export const readsIssued = (user: User, issuedId: string) =>
  db.issuedRecipients.filter((row) => row.issuedAssignmentId === issuedId).some((row) => seesClass(user, row.classYearId));

export function grades(user: User, recipient: IssuedRecipient, issued: IssuedAssignmentRow): boolean {
  const classYear = db.classYears.get(recipient.classYearId);
  const subjectId = db.subjectYears.get(issued.subjectYearId)?.subjectId;
  return issued.issuedById === user.id || (classYear !== undefined && (principalOfClass(user, classYear) || teaches(user, classYear.id, subjectId)));
}

/** Every file id a stored value carries (materials' and answers' file lists, a recording's fileId). */
function fileIdsIn(value: unknown): string[] {
  const text = JSON.stringify(value);
  return [...text.matchAll(/"(?:id|fileId)":"(file-[^"]+)"/g)].map((match) => match[1]!);
}

type Reader = (user: User) => boolean;

/** Each file's owner records: lesson materials (draft, published), issued snapshots, hand-ins. */
function fileOwners(): Map<string, Reader[]> {
  const owners = new Map<string, Reader[]>();
  const add = (value: unknown, owner: Reader) => {
    for (const id of new Set(fileIdsIn(value))) owners.set(id, [...(owners.get(id) ?? []), owner]);
  };
  const lessonReaders = (contentId: string): Reader => (user) => readsLessonsOf(user, db.resourceContents.get(contentId)?.subjectYearId ?? '');
  for (const row of db.resourceMaterials.all()) add(row.content, lessonReaders(row.contentId));
  for (const row of db.publishedContents.all()) add(row.materials, lessonReaders(row.id));
  for (const row of db.issuedSnapshots.all()) add(row.materials, (user) => readsIssued(user, row.id));
  for (const row of db.submissions.all()) add(row.answers, (user) => seesClass(user, db.issuedRecipients.get(row.id)?.classYearId ?? ''));
  return owners;
}

/** A file is readable when any record it belongs to is; a file that belongs to nothing is its uploader's. */
function readsFile(owners: Map<string, Reader[]>, file: UploadedFileRow): Reader {
  const records = owners.get(file.id) ?? [];
  return (user) => (records.length === 0 ? file.uploadedById === user.id : records.some((owner) => owner(user)));
}

/** A shared-file folder: a principal of the current year sees all; others the subjects they teach this year and those subjects' departments. */
function seesFolder(user: User, share: string, folderId: string): boolean {
  if (principalBranches(user, currentYearId()).size > 0) return true;
  const currentClasses = new Set(db.classYears.filter((row) => row.academicYearId === currentYearId()).map((row) => row.id));
  const taught = new Set(db.teachingAssignments.filter((row) => row.teacherId === user.id && currentClasses.has(row.classYearId)).map((row) => row.subjectId));
  if (share === 'subject-files') return taught.has(folderId);
  return db.academicDepartments.get(folderId)?.subjectIds.some((subjectId) => taught.has(subjectId)) ?? false;
}

/** Values for a path's parameters, in order, and whether each account may see what they name. */
export interface Probe {
  params: string[];
  visible: Reader;
}

/**
 * A few rows per distinct answer of the oracle across the accounts: the walk stays short (a handful of ids per
 * route) yet holds, for every account, ids inside and outside its scope wherever the seed has them.
 */
function sample<T>(rows: readonly T[], users: readonly User[], toProbe: (row: T) => Probe, perVerdict = 2): Probe[] {
  const byVerdict = new Map<string, Probe[]>();
  for (const row of rows) {
    const probe = toProbe(row);
    const verdict = users.map((user) => (probe.visible(user) ? 1 : 0)).join('');
    const kept = byVerdict.get(verdict) ?? [];
    if (kept.length < perVerdict) byVerdict.set(verdict, [...kept, probe]);
  }
  return [...byVerdict.values()].flat();
}

const everyone: Reader = () => true;

export interface ProbeFamily {
  /** The operations' paths whose parameters name this family's rows. */
  pattern: RegExp;
  /** A few ids per distinct verdict (see `sample`). */
  sampled(users: readonly User[]): Probe[];
  /** The probe of the row these parameter values name (only the leading ones that identify it are compared). */
  probeOf(params: readonly string[]): Probe | undefined;
}

function family<T>(pattern: RegExp, rows: () => readonly T[], toProbe: (row: T) => Probe, keyLength = 1): ProbeFamily {
  return {
    pattern,
    sampled: (users) => sample(rows(), users, toProbe),
    probeOf: (params) =>
      rows()
        .map(toProbe)
        .find((probe) => probe.params.slice(0, keyLength).every((value, index) => value === params[index])),
  };
}

/** The probe families: a path pattern and the scoped rows its parameters name, read from the database when asked. */
export function probeFamilies(): ProbeFamily[] {
  const owners = fileOwners();
  const subjectYears = () => db.subjectYears.all();
  const contents = (kind: 'lesson' | 'assignment') => () => db.resourceContents.filter((row) => row.kind === kind);
  // One pupil per class: a pupil's scope is their class's, so more would only repeat the class.
  const pupils = () => db.classYears.all().flatMap((classYear) => db.students.find((row) => row.classYearId === classYear.id) ?? []);
  const lessonProbe = (subjectYearId: string, ...params: string[]): Probe => ({ params, visible: (user) => readsLessonsOf(user, subjectYearId) });
  return [
    family(/^\/class-years\/\{/, () => db.classYears.all(), (row) => ({ params: [row.id], visible: (user) => seesClass(user, row.id) })),
    family(/^\/students\/\{/, pupils, (row) => ({ params: [row.id], visible: (user) => seesClass(user, row.classYearId) })),
    family(/^\/subject-years\/\{/, subjectYears, (row) => ({ params: [row.id], visible: (user) => seesSubjectYear(user, row) })),
    family(/^\/student-assignments\/\{/, () => db.issuedRecipients.all(), (row) => ({ params: [row.id], visible: (user) => seesClass(user, row.classYearId) })),
    family(/^\/assignments\/\{/, () => db.issuedAssignments.all(), (row) => ({ params: [row.id], visible: (user) => readsIssued(user, row.id) })),
    family(/^\/files\/\{/, () => db.uploadedFiles.all(), (row) => ({ params: [row.id], visible: readsFile(owners, row) })),
    family(/^\/resource-subjects\/\{/, subjectYears, (row) => lessonProbe(row.id, row.id)),
    family(/^\/chapters\/\{/, () => db.resourceChapters.all(), (row) => lessonProbe(row.subjectYearId, row.id)),
    family(/^\/lessons\/\{/, contents('lesson'), (row) => lessonProbe(row.subjectYearId, row.id)),
    family(/^\/resource-assignments\/\{/, contents('assignment'), (row) => lessonProbe(row.subjectYearId, row.id)),
    // Work is set from published content of the subjects one teaches (or, as principal, oversees); reviewers read but do not set.
    family(/^\/assignable-contents\/\{/, () => db.resourceContents.filter((row) => db.publishedContents.get(row.id) !== undefined), (row) => ({
      params: [row.id],
      visible: (user) => {
        const subjectYear = db.subjectYears.get(row.subjectYearId);
        return subjectYear !== undefined && seesSubjectYear(user, subjectYear);
      },
    })),
    family(/^\/materials\/\{/, () => db.resourceMaterials.all(), (row) => lessonProbe(db.resourceContents.get(row.contentId)?.subjectYearId ?? '', row.id)),
    family(/^\/leaps-events\/\{/, () => db.leapsEvents.all(), (row) => ({
      params: [row.id],
      visible: (user) => row.students.some(({ studentId }) => seesClass(user, db.students.get(studentId)?.classYearId ?? '')),
    })),
    family(/^\/cca-years\/\{/, () => db.ccaYears.all(), (row) => ({
      params: [row.id],
      visible: (user) => row.teacherIds.includes(user.id) || principalBranches(user, row.academicYearId).has(row.branchId),
    })),
    family(/^\/cca-students\/\{/, pupils, (row) => ({
      params: [row.id],
      visible: (user) =>
        db.ccaYears.all().some((cca) => cca.academicYearId === currentYearId() && cca.branchId === row.branchId && (cca.teacherIds.includes(user.id) || principalBranches(user, currentYearId()).has(row.branchId))),
    })),
    family(/^\/schemes-of-work\/\{/, () => db.schemesOfWork.all(), (row) => ({
      params: [row.id],
      visible: (user) =>
        principalBranches(user, row.academicYearId).size > 0 ||
        db.teachingAssignments.all().some((lesson) => {
          const classYear = db.classYears.get(lesson.classYearId);
          return lesson.teacherId === user.id && lesson.subjectId === row.subjectId && classYear?.masterLevelId === row.masterLevelId && classYear.academicYearId === row.academicYearId;
        }),
    })),
    family(/^\/student-pick-up-requests\/\{/, () => db.pickUpRequests.all(), (row) => ({ params: [row.id], visible: (user) => currentBranches(user).has(row.branchId) })),
    family(/^\/pick-up-students\/\{/, () => pupils().filter((row) => db.classYears.get(row.classYearId)?.academicYearId === currentYearId()), (row) => ({
      params: [row.id],
      visible: (user) => currentBranches(user).has(row.branchId),
    })),
    family(/^\/file-sharing\/\{share\}\/files\/\{/, () => db.sharedFiles.all(), (row) => {
      const latest = db.sharedFileVersions.filter((version) => version.fileId === row.id).sort((a, b) => b.version - a.version)[0];
      return { params: [row.share, row.id, latest?.id ?? 'none'], visible: (user) => seesFolder(user, row.share, row.folderId) };
    }, 2),
    family(/^\/academic-departments\/\{/, () => db.academicDepartments.all(), (row) => ({
      params: [row.id],
      visible: (user) => seesFolder(user, 'academic-department-files', row.id),
    })),
    family(/^\/sve-files\/\{/, () => db.sveFiles.filter((row) => row.kind === 'ASSIGNMENT'), (row) => ({
      params: [row.id],
      visible: (user) => db.sveExamTypeAssignments.all().some((assignment) => assignment.teacherId === user.id && assignment.sveExamTypeId === row.sveExamTypeId),
    })),
    family(/^\/sve-exam-types\/\{\w+\}\/assignments/, () => db.sveExamTypes.all(), (row) => ({
      params: [row.id],
      visible: (user) => db.sveExamTypeAssignments.all().some((assignment) => assignment.teacherId === user.id && assignment.sveExamTypeId === row.id),
    })),
    family(/^\/placement-applicants\/\{/, () => db.studentAdmissions.all(), (row) => ({ params: [row.studentId], visible: (user) => principalBranches(user, row.academicYearId).has(row.branchId) })),
    family(/^\/remark-bank\/\{/, () => db.remarkBank.all(), (row) => ({ params: [row.id], visible: (user) => row.ownerId === user.id })),
    family(/^\/comment-bank\/\{/, () => db.commentBank.all(), (row) => ({ params: [row.id], visible: (user) => row.ownerId === user.id })),
    // Reference data and the school calendar: every signed-in member of staff reads them.
    family(/^\/academic-years\/\{/, () => db.academicYears.all(), (row) => ({ params: [row.id], visible: everyone })),
    family(/^\/branches\/\{/, () => db.branches.all(), (row) => ({ params: [row.id], visible: everyone })),
    family(/^\/master-levels\/\{/, () => db.masterLevels.all(), (row) => ({ params: [row.id], visible: everyone })),
    family(/^\/master-programmes\/\{/, () => db.masterProgrammes.all(), (row) => ({ params: [row.id], visible: everyone })),
    family(/^\/calendar-events\/\{/, () => db.schoolCalendarEvents.all(), (row) => ({ params: [row.id], visible: everyone })),
  ];
}

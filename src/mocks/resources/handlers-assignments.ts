import { HttpResponse } from 'msw';
import { IssueAssignmentSchema } from '../../domain/lesson-content/assignment-settings';
import { alreadyAssignedMessage, ASSIGN_AGAIN_ADVICE, findAlreadyAssigned, type AlreadyAssigned } from '../../domain/lesson-content/issued-work';
import { now } from '../clock';
import type { User } from '../auth/schema';
import { db } from '../db';
import { requirePermission, withAuth } from '../http/auth';
import { HttpError, notFound } from '../http/errors';
import { applyListQuery, parseListQuery } from '../http/list-query';
import { readJson, route } from '../http/route';
import { validate } from '../http/validation';
import { canSeeClass, isPrincipalOfSubjectYear, teachesSubjectYear } from '../school/access';
import type { SubjectYear } from '../gradebook/schema';
import type { IssuedAssignmentRow, ResourceContent } from './schema';
import { submissionCounts, takeSnapshot } from '../submissions/views';
import { summaryView, userRef } from './views';
import { newId, nowIso } from '../http/record-writes';

const view = requirePermission('view', 'LessonBuilder');
const create = requirePermission('create', 'LessonBuilder');

export const NOT_ASSIGNABLE_MESSAGE = 'Choose an approved lesson or assignment of a subject you teach.';
export const CLASS_NOT_ALLOWED_MESSAGE = 'You cannot assign work to this class.';
export const STUDENT_NOT_ALLOWED_MESSAGE = 'You cannot assign work to this student.';

/** Subjects whose published content the user may give out: those they teach (principal: every one of the campus and year). */
function mayAssignFrom(user: User, subjectYear: SubjectYear | undefined): boolean {
  return subjectYear !== undefined && (teachesSubjectYear(user, subjectYear) || isPrincipalOfSubjectYear(user, subjectYear));
}

function assignable(user: User): ResourceContent[] {
  return db.resourceContents.filter(
    (content) => db.publishedContents.get(content.id) !== undefined && mayAssignFrom(user, db.subjectYears.get(content.subjectYearId)),
  );
}

function visibleClassIds(user: User): Set<string> {
  return new Set(db.classYears.filter((classYear) => canSeeClass(user, classYear)).map((classYear) => classYear.id));
}

/** The students reached by these classes and students, each once, limited to the classes the user sees. */
function recipientsOf(user: User, classYearIds: readonly string[], studentIds: readonly string[]) {
  const visible = visibleClassIds(user);
  const classes = new Set(classYearIds.filter((id) => visible.has(id)));
  const chosen = new Set(studentIds);
  return db.students
    .filter((student) => visible.has(student.classYearId) && (classes.has(student.classYearId) || chosen.has(student.id)))
    .map((student) => {
      const classYear = db.classYears.get(student.classYearId);
      return { id: student.id, createdAt: student.createdAt, fullName: student.fullName, classYear: { id: student.classYearId, name: classYear?.name ?? '' } };
    })
    .sort((a, b) => a.classYear.name.localeCompare(b.classYear.name, 'en', { numeric: true }) || a.fullName.localeCompare(b.fullName));
}

/**
 * The open assignments of the same work that already reach some of these students (issue 21 §10: the same work is
 * open once per student), each with the classes of the students it reaches that the user sees.
 */
function alreadyAssignedTo(user: User, sourceId: string, studentIds: readonly string[]): AlreadyAssigned[] {
  const visible = visibleClassIds(user);
  const sameSource = db.issuedAssignments
    .filter((issued) => issued.sourceId === sourceId)
    .map((issued) => ({
      id: issued.id,
      title: issued.title,
      createdAt: issued.createdAt,
      dueDate: issued.dueDate,
      recipients: db.issuedRecipients
        .filter((recipient) => recipient.issuedAssignmentId === issued.id && visible.has(recipient.classYearId))
        .map((recipient) => ({ studentId: recipient.studentId, className: db.classYears.get(recipient.classYearId)?.name ?? '' })),
    }));
  return findAlreadyAssigned(sameSource, new Set(studentIds), new Date(now()));
}

const commaList = (value: string | null): string[] => (value ?? '').split(',').map((id) => id.trim()).filter(Boolean);

/** An issued assignment as /assignments lists it (with `classYearIds` for scoping; the handlers drop it). */
/**
 * The counts and class cover the students of the classes the user sees (`shownClassIds`), as the assignment's
 * submissions list does, so a figure never counts a pupil the user cannot open; without it, every student.
 */
export function issuedView(issued: IssuedAssignmentRow, shownClassIds?: ReadonlySet<string>) {
  const recipients = db.issuedRecipients.filter(
    (recipient) => recipient.issuedAssignmentId === issued.id && (shownClassIds === undefined || shownClassIds.has(recipient.classYearId)),
  );
  const classIds = [...new Set(recipients.map((recipient) => recipient.classYearId))];
  const onlyClass = classIds.length === 1 ? db.classYears.get(classIds[0] ?? '') : undefined;
  const subjectYear = db.subjectYears.get(issued.subjectYearId);
  const subject = db.subjects.get(subjectYear?.subjectId ?? '');
  return {
    id: issued.id,
    createdAt: issued.createdAt,
    title: issued.title,
    sourceType: issued.sourceType,
    sourceId: issued.sourceId,
    assignmentType: issued.assignmentType,
    classYear: onlyClass ? { id: onlyClass.id, name: onlyClass.name } : null,
    ...(onlyClass && { classYearId: onlyClass.id }),
    subject: { id: subject?.id ?? '', name: subject?.name ?? '' },
    subjectId: subject?.id ?? '',
    startDate: issued.startDate,
    dueDate: issued.dueDate,
    studentsCount: recipients.length,
    ...submissionCounts(recipients),
    issuedBy: userRef(issued.issuedById),
    classYearIds: classIds,
  };
}

/** The issued work /assignments lists to the user: whatever reaches a class they see. The dashboard counts from it too. */
export function issuedAssignmentsOf(user: User) {
  const visible = visibleClassIds(user);
  return db.issuedAssignments
    .all()
    .map((issued) => issuedView(issued, visible))
    .filter((row) => row.classYearIds.length > 0);
}

export const assignmentHandlers = [
  route.get(
    '/assignable-contents',
    withAuth(
      view(({ request, user }) => {
        const query = parseListQuery(new URL(request.url));
        return HttpResponse.json(applyListQuery(assignable(user).map(summaryView), { ...query, sortBy: query.sortBy ?? 'name' }, { searchKeys: ['name'] }));
      }),
    ),
  ),

  route.get(
    '/assignable-contents/:id',
    withAuth(
      view(({ params, user }) => {
        const content = assignable(user).find((row) => row.id === params.id);
        if (!content) throw notFound('Lesson or assignment');
        return HttpResponse.json(summaryView(content));
      }),
    ),
  ),

  route.get(
    '/assignments/recipients',
    withAuth(
      view(({ request, user }) => {
        const url = new URL(request.url);
        const data = recipientsOf(user, commaList(url.searchParams.get('classYearIds')), commaList(url.searchParams.get('studentIds')));
        const sourceId = url.searchParams.get('sourceId');
        const alreadyAssigned = sourceId ? alreadyAssignedTo(user, sourceId, data.map((student) => student.id)) : [];
        return HttpResponse.json({ data, count: data.length, alreadyAssigned });
      }),
    ),
  ),

  route.get(
    '/assignments',
    withAuth(
      view(({ request, user }) => {
        const query = parseListQuery(new URL(request.url));
        const { classYearId, ...filters } = query.filters;
        const rows = issuedAssignmentsOf(user)
          .filter((row) => !classYearId || row.classYearIds.includes(classYearId))
          .map(({ classYearIds: _ids, ...row }) => row);
        return HttpResponse.json(applyListQuery(rows, { ...query, filters, sortBy: query.sortBy ?? 'dueDate' }, { searchKeys: ['title'] }));
      }),
    ),
  ),

  route.post(
    '/assignments',
    withAuth(
      create(async ({ request, user }) => {
        const body = validate(IssueAssignmentSchema, await readJson(request));
        const source = db.resourceContents.get(body.sourceId);
        if (!source || source.kind !== body.sourceType || !assignable(user).some((content) => content.id === source.id)) {
          throw new HttpError(422, NOT_ASSIGNABLE_MESSAGE, { sourceId: NOT_ASSIGNABLE_MESSAGE });
        }
        const visible = visibleClassIds(user);
        const errors: Record<string, string> = {};
        body.classYearIds.forEach((id, index) => {
          if (!visible.has(id)) errors[`classYearIds.${index}`] = CLASS_NOT_ALLOWED_MESSAGE;
        });
        body.studentIds.forEach((id, index) => {
          const student = db.students.get(id);
          if (!student || !visible.has(student.classYearId)) errors[`studentIds.${index}`] = STUDENT_NOT_ALLOWED_MESSAGE;
        });
        const [firstError] = Object.values(errors);
        if (firstError) throw new HttpError(422, firstError, errors);
        const recipients = recipientsOf(user, body.classYearIds, body.studentIds);
        const [duplicate] = alreadyAssignedTo(user, source.id, recipients.map((student) => student.id));
        if (duplicate) throw new HttpError(409, `${alreadyAssignedMessage(duplicate)} ${ASSIGN_AGAIN_ADVICE}`);
        const at = nowIso();
        const issued = db.issuedAssignments.insert({
          id: newId('ia'),
          createdAt: at,
          title: source.name,
          sourceType: source.kind,
          sourceId: source.id,
          assignmentType: source.settings?.assignmentType ?? null,
          subjectYearId: source.subjectYearId,
          startDate: body.startDate,
          dueDate: body.dueDate,
          issuedById: user.id,
          version: 0,
        });
        db.issuedSnapshots.insert(takeSnapshot(issued));
        for (const recipient of recipients) {
          db.issuedRecipients.insert({
            id: newId('ir'),
            createdAt: at,
            issuedAssignmentId: issued.id,
            studentId: recipient.id,
            classYearId: recipient.classYear.id,
            status: 'NOT_SUBMITTED',
          });
        }
        return HttpResponse.json({ id: issued.id, studentsCount: recipients.length }, { status: 201 });
      }),
    ),
  ),
];

import type { AuditFieldChange } from '../../domain/audit/responses';
import type { AuditEventRow } from './schema';
import type { AuditSection } from '../../domain/audit/sections';
import type { Entity } from '../collection';
import { db } from '../db';
import type { TableName } from '../schema';
import type { Assessment } from '../gradebook/schema';
import type { SchemeOfWork } from '../scheme-of-work/schema';
import { streamById } from '../form-class/streams';
import type { Recurrence } from '../../domain/calendar/recurrence';
import { recurrenceWords } from '../../domain/calendar/recurrence-words';

/** What one written row means for the record, before the request's actor and time are known. */
export type PendingEvent = Pick<AuditEventRow, 'recordType' | 'recordId' | 'recordLabel' | 'studentId' | 'classYearId' | 'term' | 'section' | 'changes'>;

type Fields = Record<string, unknown>;

/**
 * Tables that are no record of anyone's work: sign-in plumbing (its events are written by the auth handlers, without
 * tokens), the record itself, and bookkeeping other rows already carry (sheet versions, issued snapshots, a shared
 * file's bytes, which its version row stands for).
 */
const NOT_RECORDED: ReadonlySet<TableName> = new Set<TableName>([
  'sessions',
  'handoffCodes',
  'signInFailures',
  'auditEvents',
  'formClassVersions',
  'issuedSnapshots',
  'sharedFileContents',
]);

/** Bookkeeping a write moves on by itself: never a change anyone made. */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt', 'updatedById', 'version', 'scoreVersions']);
/** Fields whose values are never copied into the record. */
const SECRET = new Set(['password']);
const CONTENT = new Set(['base64', 'bytes', 'content64']);
const LONGEST_VALUE = 2000;

const FIELD_LABELS: Readonly<Record<string, string>> = {
  score: 'Mark',
  remark: 'Remark',
  conduct: 'Conduct',
  heightCm: 'Height (cm)',
  weightKg: 'Weight (kg)',
  present: 'Days present',
  late: 'Days late',
  absent: 'Days absent',
  absentWithoutExcuse: 'Days absent without excuse',
  observations: 'FTP evaluation',
  promotionOutcome: 'Promotion',
  nextStreamId: 'Next year’s stream',
  retainReason: 'Reason for retaining',
  grade: 'Grade',
  classYearId: 'Class',
  lessonIds: 'Lessons',
  recurrence: 'Repeats',
  attendance: 'Attendance',
  password: 'Password',
};

/** "absentWithoutExcuse" → "Absent without excuse", unless the field has a name of its own. */
export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Fields that point at another record, and that record's name: the history names the class, lesson or stream as
 * `{ id, name }` (named as it is named today), so no one reads an id.
 */
const REFERENCES: Readonly<Record<string, (id: string) => string | undefined>> = {
  classYearId: (id) => db.classYears.get(id)?.name,
  lessonIds: (id) => db.resourceContents.get(id)?.name,
  nextStreamId: (id) => streamById(id)?.name,
};

function referenced(name: (id: string) => string | undefined, value: unknown): unknown {
  if (typeof value === 'string') return { id: value, name: name(value) ?? value };
  return Array.isArray(value) ? value.map((item: unknown) => referenced(name, item)) : value;
}

function recordedValue(field: string, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  const name = REFERENCES[field];
  if (name) return referenced(name, value);
  // A repeat rule is an object: it carries its words, which the history shows (`label`).
  if (field === 'recurrence' && typeof value === 'object') return { ...value, label: recurrenceWords(value as Recurrence) };
  if (SECRET.has(field)) return '(changed)';
  if (CONTENT.has(field) && typeof value === 'string') return `(${Math.floor((value.length * 3) / 4)} bytes)`;
  if (typeof value === 'string' && value.length > LONGEST_VALUE) return `${value.slice(0, LONGEST_VALUE)}…`;
  return value;
}

function fieldChanges(before: Fields | undefined, after: Fields | undefined, only?: (field: string) => boolean): AuditFieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...fields]
    .filter((field) => !BOOKKEEPING.has(field) && (only?.(field) ?? true))
    .filter((field) => JSON.stringify(before?.[field] ?? null) !== JSON.stringify(after?.[field] ?? null))
    .map((field) => ({ field, label: fieldLabel(field), before: recordedValue(field, before?.[field]), after: recordedValue(field, after?.[field]) }));
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const termOf = (value: unknown): 1 | 2 | 3 | 4 | null => (value === 1 || value === 2 || value === 3 || value === 4 ? value : null);
const studentName = (studentId: string | null): string | null => (studentId ? (db.students.get(studentId)?.fullName ?? null) : null);

/** The pupil, class and term a row is about, from its own fields (a pupil's class when the row names only the pupil). */
function subjectOf(row: Fields): Pick<PendingEvent, 'studentId' | 'classYearId' | 'term'> {
  const studentId = text(row.studentId);
  const classYearId = text(row.classYearId) ?? (studentId ? (db.students.get(studentId)?.classYearId ?? null) : null);
  return { studentId, classYearId, term: termOf(row.term) };
}

/** A gradebook assessment holds its marks by pupil: each pupil's mark is a record of its own. */
function markEvents(before: Assessment | undefined, after: Assessment | undefined): PendingEvent[] {
  const assessment = after ?? before;
  if (!assessment) return [];
  const subjectYear = db.subjectYears.get(assessment.subjectYearId);
  const subject = subjectYear ? (db.subjects.get(subjectYear.subjectId)?.name ?? '') : '';
  const pupils = new Set([
    ...Object.keys(before?.scores ?? {}),
    ...Object.keys(after?.scores ?? {}),
    ...Object.keys(before?.scoreVersions ?? {}),
    ...Object.keys(after?.scoreVersions ?? {}),
  ]);
  return [...pupils].flatMap((studentId) => {
    const was = before?.scores[studentId] ?? null;
    const is = after?.scores[studentId] ?? null;
    // A mark saved again with its value unchanged is still a save on the record (its version moved on).
    if (was === is && before?.scoreVersions[studentId] === after?.scoreVersions[studentId]) return [];
    return [
      {
        recordType: 'Mark',
        recordId: markRecordId(assessment.id, studentId),
        recordLabel: [subject, assessment.name, studentName(studentId)].filter(Boolean).join(' · '),
        studentId,
        classYearId: subjectYear?.classYearId ?? null,
        term: assessment.term,
        section: 'Marks',
        changes: was === is ? [] : [{ field: 'score', label: 'Mark', before: was, after: is }],
      },
    ];
  });
}

/** A scheme of work holds its weeks in one row: each week is a record of its own, as the screen edits one week. */
function sowWeekEvents(before: SchemeOfWork | undefined, after: SchemeOfWork | undefined): PendingEvent[] {
  const plan = after ?? before;
  if (!plan) return [];
  const weekOf = (row: SchemeOfWork | undefined, week: number) => row?.weeks.find((entry) => entry.week === week) as Fields | undefined;
  const weeks = new Set([...(before?.weeks ?? []), ...(after?.weeks ?? [])].map((entry) => entry.week));
  const events = [...weeks].flatMap((week): PendingEvent[] => {
    const changes = fieldChanges(weekOf(before, week), weekOf(after, week), (field) => field !== 'week');
    if (changes.length === 0) return [];
    return [{ ...planEvent(plan), recordType: 'SchemeOfWorkWeek', recordId: `${plan.id}:${String(week)}`, recordLabel: `${plan.title} · week ${String(week)}`, changes }];
  });
  // A week saved as it was: the plan's version moved on, and the save is on the plan's record.
  return events.length > 0 ? events : [planEvent(plan)];
}

function planEvent(plan: SchemeOfWork): PendingEvent {
  return { recordType: 'SchemeOfWork', recordId: plan.id, recordLabel: plan.title, studentId: null, classYearId: null, term: plan.term, section: 'Scheme of work', changes: [] };
}

/** A mark's record id: its assessment and its pupil. */
export function markRecordId(assessmentId: string, studentId: string): string {
  return `${assessmentId}:${studentId}`;
}

/** Whose record a form-class row is: never a change of it. */
const RECORD_KEYS = new Set(['studentId', 'academicYearId', 'term', 'classYearId']);
/** What a new form-class record starts with before anyone enters it: none, or a count of zero. */
const isStartingValue = (value: unknown) => value === null || value === '' || value === 0 || (Array.isArray(value) && value.every((item) => item === null));

/**
 * Form-class records hold several sections in one row: one event per section a write touched. A pupil's first save
 * creates the row; only what that save entered is a change, not the blanks the other sections start with.
 */
function bySection(
  recordType: string,
  sectionOf: (field: string) => AuditSection,
): (before: Fields | undefined, after: Fields | undefined) => PendingEvent[] {
  return (before, after) => {
    const row = after ?? before ?? {};
    const changes = fieldChanges(before, after, (field) => !RECORD_KEYS.has(field)).filter((change) => before !== undefined || !isStartingValue(change.after));
    const base = { recordType, recordId: String(row.id), ...subjectOf(row) };
    const label = [studentName(text(row.studentId)), termOf(row.term) ? `term ${String(row.term)}` : null].filter(Boolean).join(' · ');
    const sections = [...new Set(changes.map((change) => sectionOf(change.field)))];
    if (sections.length === 0) return [{ ...base, recordLabel: label, section: sectionOf(''), changes: [] }];
    return sections.map((section) => ({ ...base, recordLabel: label, section, changes: changes.filter((change) => sectionOf(change.field) === section) }));
  };
}

const TERM_RECORD_SECTIONS: Readonly<Record<string, AuditSection>> = {
  remark: 'Remarks',
  conduct: 'Conduct',
  heightCm: 'Height and weight',
  weightKg: 'Height and weight',
  present: 'Attendance',
  late: 'Attendance',
  absent: 'Attendance',
  absentWithoutExcuse: 'Attendance',
};

interface TableAudit {
  recordType: string;
  section: AuditSection;
  /** The record a row stands for when it is not the row itself (a shared file's version is the file's history). */
  recordIdOf?: (row: Fields) => string;
  /**
   * The fields a person reads in the record's history, when the row also holds ids and plumbing that its other
   * fields say in words (a version's uploader is the event's actor; its storage ids mean nothing to a teacher).
   */
  shown?: ReadonlySet<string>;
  /**
   * A write that changes none of the shown fields is no event: the row was only touched because another row of the
   * same record changed, and that row's event says what changed (a shared file's `updatedAt` when a version is added).
   */
  touchedByOthers?: boolean;
}

const TABLES: Partial<Record<TableName, TableAudit>> = {
  gradeBoundaries: { recordType: 'GradeBoundary', section: 'Marks' },
  ccas: { recordType: 'Cca', section: 'CCA' },
  ccaYears: { recordType: 'CcaYear', section: 'CCA' },
  ccaMembers: { recordType: 'CcaMember', section: 'CCA' },
  leapsEvents: { recordType: 'LeapsEvent', section: 'LEAPS' },
  applicants: { recordType: 'Applicant', section: 'Placement' },
  studentAdmissions: { recordType: 'StudentAdmission', section: 'Placement' },
  placementTestSchedules: { recordType: 'PlacementTestSchedule', section: 'Placement' },
  placementTestSettings: { recordType: 'PlacementTestSetting', section: 'Placement' },
  placementTestResults: { recordType: 'PlacementResult', section: 'Placement' },
  reportSeasons: { recordType: 'ReportSeason', section: 'Report season' },
  remarkSuggestions: { recordType: 'RemarkSuggestion', section: 'Report season' },
  remarkBank: { recordType: 'RemarkBankItem', section: 'Remarks' },
  submissions: { recordType: 'Submission', section: 'Grading' },
  studentAssignments: { recordType: 'Submission', section: 'Grading' },
  commentBank: { recordType: 'CommentBankItem', section: 'Grading' },
  schoolCalendarEvents: { recordType: 'CalendarEvent', section: 'Calendar' },
  pickUpRequests: {
    recordType: 'PickUpRequest',
    section: 'Pick-up',
    // The chain's steps are the state changes, by the event's actor; the pupil, class and campus are the record's.
    shown: new Set(['date', 'pickUpTime', 'reason', 'collectorName', 'relationship', 'idType', 'idNumber', 'state', 'attendance', 'attendanceNote']),
  },
  // A lesson's or an assignment's comments and review steps are its history.
  resourceActivity: { recordType: 'ResourceContent', section: 'Lessons and assignments', recordIdOf: (row) => String(row.contentId) },
  sharedFiles: { recordType: 'SharedFile', section: 'Files', shown: new Set(['documentType', 'description']), touchedByOthers: true },
  sharedFileVersions: {
    recordType: 'SharedFile',
    section: 'Files',
    recordIdOf: (row) => String(row.fileId),
    shown: new Set(['originalName', 'size', 'restoredFromVersion']),
  },
  academicDepartments: { recordType: 'AcademicDepartment', section: 'Files' },
  uploadedFiles: { recordType: 'UploadedFile', section: 'Files' },
  ebadges: { recordType: 'Ebadge', section: 'e-Badges' },
  ebadgeAwards: { recordType: 'EbadgeAward', section: 'e-Badges' },
  users: { recordType: 'User', section: 'Sign-in' },
};

const LESSONS_AND_ASSIGNMENTS: ReadonlySet<TableName> = new Set<TableName>([
  'resourceChapters',
  'resourceContents',
  'resourceMaterials',
  'publishedContents',
  'issuedAssignments',
  'issuedRecipients',
  'assignments',
  'sveAssignments',
  'sveFiles',
]);

/** "resourceMaterials" → "ResourceMaterial". */
function typeFromTable(table: string): string {
  const singular = table.endsWith('s') ? table.slice(0, -1) : table;
  return singular.charAt(0).toUpperCase() + singular.slice(1);
}

function auditOf(table: TableName): TableAudit {
  return TABLES[table] ?? { recordType: typeFromTable(table), section: LESSONS_AND_ASSIGNMENTS.has(table) ? 'Lessons and assignments' : 'Other' };
}

function rowLabel(row: Fields): string {
  const own = text(row.title) ?? text(row.name) ?? text(row.fileName) ?? text(row.description);
  const pupil = studentName(text(row.studentId));
  return [own, pupil].filter(Boolean).join(' · ') || String(row.id);
}

const termRecordEvents = bySection('TermRecord', (field) => TERM_RECORD_SECTIONS[field] ?? 'Attendance');
const yearRecordEvents = bySection('YearRecord', (field) => (field === 'observations' ? 'FTP evaluation' : 'Promotion and streaming'));

/** The events one written row makes ([] for a table that is no record of anyone's work). */
export function describeWrite(table: TableName, before: Entity | undefined, after: Entity | undefined): PendingEvent[] {
  if (NOT_RECORDED.has(table)) return [];
  if (table === 'assessments') return markEvents(before as Assessment | undefined, after as Assessment | undefined);
  if (table === 'schemesOfWork') return sowWeekEvents(before as SchemeOfWork | undefined, after as SchemeOfWork | undefined);
  if (table === 'studentTermRecords') return termRecordEvents(before as Fields | undefined, after as Fields | undefined);
  if (table === 'studentYearRecords') return yearRecordEvents(before as Fields | undefined, after as Fields | undefined);
  const row = (after ?? before) as Fields | undefined;
  if (!row) return [];
  const { recordType, section, recordIdOf, shown, touchedByOthers } = auditOf(table);
  const changes = fieldChanges(before as Fields | undefined, after as Fields | undefined, shown ? (field) => shown.has(field) : undefined);
  if (touchedByOthers && before && after && changes.length === 0) return [];
  return [
    {
      recordType,
      recordId: recordIdOf?.(row) ?? String(row.id),
      recordLabel: rowLabel(row),
      ...subjectOf(row),
      section,
      changes,
    },
  ];
}

import type { SveExamType } from '../activity/schema';
import { db } from '../db';
import type { SveAssignmentRow, SveFileRow } from './schema';

const person = (id: string) => ({
  id,
  name: db.users.get(id)?.fullName ?? 'Former staff',
});

export function sveFileView(file: SveFileRow) {
  const { id, kind, sveExamTypeId, assignmentId, title, year, fileName, mimeType, size, createdAt } = file;
  return {
    id,
    createdAt,
    kind,
    sveExamTypeId,
    assignmentId,
    title,
    year,
    fileName,
    mimeType,
    size,
    uploadedBy: person(file.uploadedById),
    uploadedAt: createdAt,
  };
}

export function sveAssignmentView(assignment: SveAssignmentRow) {
  const files = db.sveFiles.filter((file) => file.assignmentId === assignment.id).map(sveFileView);
  const { id, createdAt, sveExamTypeId, title, dueDate, instructions } = assignment;
  return {
    id,
    createdAt,
    sveExamTypeId,
    title,
    dueDate,
    instructions,
    createdBy: person(assignment.createdById),
    files,
    filesCount: files.length,
  };
}

export function sveExamTypeView(examType: SveExamType, assigned: ReadonlySet<string>) {
  const files = db.sveFiles.filter((file) => file.sveExamTypeId === examType.id);
  const count = (kind: SveFileRow['kind']) => files.filter((file) => file.kind === kind).length;
  return {
    id: examType.id,
    createdAt: examType.createdAt,
    name: examType.name,
    academicYearId: examType.academicYearId,
    academicYear: db.academicYears.get(examType.academicYearId)?.year ?? examType.academicYearId,
    isAssigned: assigned.has(examType.id),
    assignmentsCount: db.sveAssignments.filter((assignment) => assignment.sveExamTypeId === examType.id).length,
    pastPapersCount: count('PAST_PAPER'),
    bmtFilesCount: count('BMT'),
    examSupportingFilesCount: count('EXAM_SUPPORTING'),
  };
}

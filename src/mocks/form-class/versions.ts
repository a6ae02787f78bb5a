import type { FormClassKind } from '../../domain/form-class/kinds';
import type { Term } from '../../domain/gradebook/term-score';
import type { User } from '../auth/schema';
import { db } from '../db';
import { nowIso } from '../http/record-writes';

/** The four record kinds, and the year-end FTP evaluation (a year record of its own, not counted in completion). */
export type VersionedKind = FormClassKind | 'ftpEvaluation';

/** `<kind>/<studentId>/<academicYearId>/<term or "year">`: one version per student, kind and term (or year). */
export function formClassVersionId(kind: VersionedKind, studentId: string, academicYearId: string, term: Term | null): string {
  return `${kind}/${studentId}/${academicYearId}/${term ?? 'year'}`;
}

/** The version a grid row carries: 0 and null when never saved through the portal (seeded or blank). */
export function versionOf(kind: VersionedKind, studentId: string, academicYearId: string, term: Term | null) {
  const row = db.formClassVersions.get(formClassVersionId(kind, studentId, academicYearId, term));
  return { version: row?.version ?? 0, updatedAt: row?.updatedAt ?? null };
}

export function bumpVersion(kind: VersionedKind, studentId: string, academicYearId: string, term: Term | null, user: User): void {
  const id = formClassVersionId(kind, studentId, academicYearId, term);
  const current = db.formClassVersions.get(id);
  const patch = { version: (current?.version ?? 0) + 1, updatedAt: nowIso(), updatedById: user.id };
  if (current) db.formClassVersions.update(id, patch);
  else db.formClassVersions.insert({ id, createdAt: patch.updatedAt, ...patch });
}

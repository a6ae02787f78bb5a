import type { DocumentType, FileShare } from '../../domain/file-sharing/limits';
import type { Row, TableMaker } from '../collection';

/** An academic department: the school's subjects grouped for sharing (the school has no departments of its own). */
export interface AcademicDepartment extends Row {
  name: string;
  subjectIds: string[];
}

/**
 * A shared file (spec §3 AcademicDepartmentFile or SubjectFile, by `share`): its folder is a
 * department (academic-department-files) or a subject (subject-files). Name, type and size follow
 * its current version.
 */
export interface SharedFile extends Row {
  share: FileShare;
  folderId: string;
  documentType: DocumentType;
  description: string;
  createdById: string;
  updatedAt: string;
}

/** One uploaded version of a shared file. A restore adds a version pointing at an older one's bytes. */
export interface SharedFileVersion extends Row {
  fileId: string;
  version: number;
  /** Safe to store and to send in Content-Disposition (domain/files/file-name.ts). */
  fileName: string;
  /** As the user's browser named it, kept for display. */
  originalName: string;
  mimeType: string;
  size: number;
  uploadedById: string;
  uploadedAt: string;
  /** The version whose bytes this one restored, or null for an upload. */
  restoredFromVersion: number | null;
  contentId: string;
}

/**
 * A version's bytes, apart from its metadata so that lists never touch them; shared by a restore. An upload
 * keeps the Blob it arrived as (the browser stores it in IndexedDB by reference, never copying 20 MB on the
 * page's thread); seeded files are bytes.
 */
export interface SharedFileContent extends Row {
  bytes: Uint8Array<ArrayBuffer> | Blob;
}

export function fileSharingTables(table: TableMaker) {
  return {
    academicDepartments: table<AcademicDepartment>('academicDepartments'),
    sharedFiles: table<SharedFile>('sharedFiles'),
    sharedFileVersions: table<SharedFileVersion>('sharedFileVersions'),
    sharedFileContents: table<SharedFileContent>('sharedFileContents'),
  };
}

/** This domain's tables join the demo database (../schema.ts) by this export. */
export const tables = fileSharingTables;

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: adds this domain's tables
  interface DemoTables extends ReturnType<typeof fileSharingTables> {}
}

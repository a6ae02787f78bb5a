import type { AssignmentSettings, AssignmentType } from '../../domain/lesson-content/assignment-settings';
import type { MaterialInput } from '../../domain/lesson-content/material-content';
import type { ActivityLogType, ReviewStatus } from '../../domain/lesson-content/review';
import type { Row, TableMaker } from '../collection';

export type ContentKind = 'lesson' | 'assignment';

/** A chapter of a resource subject (a subject year). */
export interface ResourceChapter extends Row {
  subjectYearId: string;
  name: string;
  order: number;
}

/** A lesson or a chapter's assignment (the two share everything but the settings). */
export interface ResourceContent extends Row {
  kind: ContentKind;
  chapterId: string;
  subjectYearId: string;
  name: string;
  reviewStatus: ReviewStatus;
  version: number;
  updatedAt: string;
  updatedById: string;
  /** Only for assignments. */
  settings: AssignmentSettings | null;
}

/** A material of one lesson or assignment: the editor's input plus order and version. */
export type ResourceMaterial = Row &
  MaterialInput & {
    contentId: string;
    order: number;
    version: number;
    updatedAt: string;
  };

/** The material as students receive it: frozen when the content was approved. */
export type PublishedMaterial = Omit<ResourceMaterial, 'contentId'>;

/** The published version of a lesson or assignment (id: the content's id). */
export interface PublishedContent extends Row {
  version: number;
  publishedAt: string;
  materials: PublishedMaterial[];
}

export interface ActivityEntry extends Row {
  contentId: string;
  type: ActivityLogType;
  at: string;
  actorId: string;
  comment: string | null;
  materialId: string | null;
  fromStatus: ReviewStatus | null;
  toStatus: ReviewStatus | null;
}

/** A file stored by POST /files; its bytes as base64 (the demo keeps everything in tables). */
export interface UploadedFileRow extends Row {
  fileName: string;
  mimeType: string;
  size: number;
  entityType: string;
  uploadedById: string;
  base64: string;
}

/** A lesson or assignment given to students with dates. */
export interface IssuedAssignmentRow extends Row {
  title: string;
  sourceType: ContentKind;
  sourceId: string;
  assignmentType: AssignmentType | null;
  subjectYearId: string;
  startDate: string;
  dueDate: string;
  issuedById: string;
  /** Moves on with every change of dates or recipients (0: never changed since issued). */
  version: number;
}

export type RecipientStatus = 'NOT_SUBMITTED' | 'SUBMITTED' | 'GRADED';

/** One student an issued assignment reaches (each student once per assignment). */
export interface IssuedRecipient extends Row {
  issuedAssignmentId: string;
  studentId: string;
  classYearId: string;
  status: RecipientStatus;
}

/** The resources domain's tables; db.ts composes every domain's tables into the one database. */
export function resourcesTables(table: TableMaker) {
  return {
    resourceChapters: table<ResourceChapter>('resourceChapters'),
    resourceContents: table<ResourceContent>('resourceContents'),
    resourceMaterials: table<ResourceMaterial>('resourceMaterials'),
    publishedContents: table<PublishedContent>('publishedContents'),
    resourceActivity: table<ActivityEntry>('resourceActivity'),
    uploadedFiles: table<UploadedFileRow>('uploadedFiles'),
    issuedAssignments: table<IssuedAssignmentRow>('issuedAssignments'),
    issuedRecipients: table<IssuedRecipient>('issuedRecipients'),
  };
}

export type ResourcesTables = ReturnType<typeof resourcesTables>;

/** This domain's tables join the demo database (../schema.ts) by this export. */
export const tables = resourcesTables;

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: adds this domain's tables
  interface DemoTables extends ReturnType<typeof resourcesTables> {}
}

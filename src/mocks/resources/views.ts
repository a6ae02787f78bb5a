import { REVIEW_STATUSES, type ReviewStatus } from '../../domain/lesson-content/review';
import { db } from '../db';
import type { SubjectYear } from '../gradebook/schema';
import type { ActivityEntry, PublishedMaterial, ResourceChapter, ResourceContent, ResourceMaterial } from './schema';

// Rows → the contract's shapes (docs/api.md, "Lesson resources").

const named = (row: { id: string; name: string } | undefined, fallbackId = '') => ({ id: row?.id ?? fallbackId, name: row?.name ?? '' });

export function userRef(userId: string) {
  return { id: userId, name: db.users.get(userId)?.fullName ?? 'Former staff member' };
}

export function materialsOf(contentId: string): ResourceMaterial[] {
  return db.resourceMaterials.filter((material) => material.contentId === contentId).sort((a, b) => a.order - b.order);
}

export function commentsCountOf(materialId: string): number {
  return db.resourceActivity.filter((entry) => entry.materialId === materialId && entry.type === 'Commented').length;
}

export function materialView(material: PublishedMaterial) {
  return {
    id: material.id,
    title: material.title,
    materialType: material.materialType,
    order: material.order,
    content: material.content,
    version: material.version,
    updatedAt: material.updatedAt,
    commentsCount: commentsCountOf(material.id),
  };
}

function subjectName(subjectYear: SubjectYear | undefined): string {
  return db.subjects.get(subjectYear?.subjectId ?? '')?.name ?? '';
}

export function contentView(content: ResourceContent) {
  const materials = materialsOf(content.id);
  const subjectYear = db.subjectYears.get(content.subjectYearId);
  const lesson = {
    id: content.id,
    name: content.name,
    chapterId: content.chapterId,
    subjectId: content.subjectYearId,
    reviewStatus: content.reviewStatus,
    version: content.version,
    materialsIds: materials.map((material) => material.id),
    materials: materials.map(materialView),
    hasPublishedVersion: db.publishedContents.get(content.id) !== undefined,
    issuedCount: issuedCountOf(new Set([content.id])),
    updatedAt: content.updatedAt,
    chapter: named(db.resourceChapters.get(content.chapterId), content.chapterId),
    subject: {
      id: content.subjectYearId,
      name: subjectName(subjectYear),
      classYear: named(db.classYears.get(subjectYear?.classYearId ?? ''), subjectYear?.classYearId),
    },
  };
  return content.kind === 'assignment' ? { ...lesson, settings: content.settings } : lesson;
}

export function summaryView(content: ResourceContent) {
  return {
    id: content.id,
    createdAt: content.createdAt,
    kind: content.kind,
    chapterId: content.chapterId,
    subjectId: content.subjectYearId,
    name: content.name,
    reviewStatus: content.reviewStatus,
    materialsCount: db.resourceMaterials.filter((material) => material.contentId === content.id).length,
    updatedAt: content.updatedAt,
    updatedBy: userRef(content.updatedById),
    hasPublishedVersion: db.publishedContents.get(content.id) !== undefined,
  };
}

export function issuedCountOf(contentIds: ReadonlySet<string>): number {
  return db.issuedAssignments.filter((issued) => contentIds.has(issued.sourceId)).length;
}

export function chapterView(chapter: ResourceChapter) {
  const contents = db.resourceContents.filter((content) => content.chapterId === chapter.id);
  return {
    id: chapter.id,
    createdAt: chapter.createdAt,
    subjectId: chapter.subjectYearId,
    name: chapter.name,
    order: chapter.order,
    lessonsCount: contents.filter((content) => content.kind === 'lesson').length,
    assignmentsCount: contents.filter((content) => content.kind === 'assignment').length,
    issuedCount: issuedCountOf(new Set(contents.map((content) => content.id))),
  };
}

export function subjectView(subjectYear: SubjectYear) {
  const classYear = db.classYears.get(subjectYear.classYearId);
  const level = db.masterLevels.get(classYear?.masterLevelId ?? '');
  const contents = db.resourceContents.filter((content) => content.subjectYearId === subjectYear.id);
  const reviewCounts = Object.fromEntries(REVIEW_STATUSES.map((status) => [status, 0])) as Record<ReviewStatus, number>;
  for (const content of contents) reviewCounts[content.reviewStatus] += 1;
  return {
    id: subjectYear.id,
    createdAt: subjectYear.createdAt,
    name: subjectName(subjectYear),
    subject: named(db.subjects.get(subjectYear.subjectId), subjectYear.subjectId),
    classYear: named(classYear, subjectYear.classYearId),
    masterLevel: { id: level?.id ?? '', name: level?.name ?? '', order: level?.order ?? 0 },
    masterLevelId: level?.id ?? '',
    academicYearId: subjectYear.academicYearId,
    chaptersCount: db.resourceChapters.filter((chapter) => chapter.subjectYearId === subjectYear.id).length,
    lessonsCount: contents.filter((content) => content.kind === 'lesson').length,
    assignmentsCount: contents.filter((content) => content.kind === 'assignment').length,
    reviewCounts,
  };
}

export function activityView(entry: ActivityEntry) {
  return {
    id: entry.id,
    createdAt: entry.createdAt,
    type: entry.type,
    at: entry.at,
    actor: userRef(entry.actorId),
    comment: entry.comment,
    materialId: entry.materialId,
    fromStatus: entry.fromStatus,
    toStatus: entry.toStatus,
  };
}

/** The review step that put the content in its current status (the request for a revision, the submission…), if logged. */
function stepInto(content: ResourceContent): ActivityEntry | undefined {
  return db.resourceActivity
    .filter((entry) => entry.contentId === content.id && entry.toStatus === content.reviewStatus && entry.fromStatus !== null)
    .sort((a, b) => b.at.localeCompare(a.at))[0];
}

/** A lesson or assignment in a review inbox, with where it lives and the step (and its comment) that put it there. */
export function inboxItemView(content: ResourceContent) {
  const subjectYear = db.subjectYears.get(content.subjectYearId);
  const step = stepInto(content);
  const material = step?.materialId ? db.resourceMaterials.get(step.materialId) : undefined;
  return {
    id: content.id,
    createdAt: content.createdAt,
    kind: content.kind,
    name: content.name,
    reviewStatus: content.reviewStatus,
    updatedAt: content.updatedAt,
    subjectId: content.subjectYearId,
    chapterId: content.chapterId,
    subject: {
      id: content.subjectYearId,
      name: subjectName(subjectYear),
      classYear: named(db.classYears.get(subjectYear?.classYearId ?? ''), subjectYear?.classYearId),
    },
    chapter: named(db.resourceChapters.get(content.chapterId), content.chapterId),
    lastStep: step
      ? { type: step.type, at: step.at, actor: userRef(step.actorId), comment: step.comment, materialTitle: material?.title ?? null }
      : null,
  };
}


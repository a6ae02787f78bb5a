import { ordersOf } from '../../domain/lesson-content/order';
import { PUBLISHED_STATUSES, REVIEW_STATUS_LABELS, statusAfterEdit, type ActivityLogType, type ReviewStatus } from '../../domain/lesson-content/review';
import type { User } from '../auth/schema';
import { contentRolesOf } from '../auth/content-roles';
import { now } from '../clock';
import { db } from '../db';
import { HttpError } from '../http/errors';
import { newId, nowIso } from '../http/record-writes';
import { KIND_NAMES, SETTER_ONLY_MESSAGE } from './access';
import type { ResourceContent } from './schema';
import { snapshotOf } from './snapshot';
import { materialsOf } from './views';

export function staleMessage(content: Pick<ResourceContent, 'kind'>): string {
  return `This ${KIND_NAMES[content.kind].toLowerCase()} was changed by someone else. Reload it to see their changes.`;
}

/**
 * The last instant logged: entries written in the same millisecond get strictly increasing times, so
 * "newest first" is their real order. A clock set back (a pinned test clock) is followed.
 */
let lastLoggedAt = 0;

function nextLogInstant(): string {
  const current = now();
  lastLoggedAt = current < lastLoggedAt - 1000 ? current : Math.max(current, lastLoggedAt + 1);
  return new Date(lastLoggedAt).toISOString();
}

export function logActivity(
  content: ResourceContent,
  actor: User,
  type: ActivityLogType,
  extra: { comment?: string | null; materialId?: string | null; fromStatus?: ReviewStatus | null; toStatus?: ReviewStatus | null } = {},
) {
  const at = nextLogInstant();
  return db.resourceActivity.insert({
    id: newId('act'),
    createdAt: at,
    contentId: content.id,
    type,
    at,
    actorId: actor.id,
    comment: extra.comment ?? null,
    materialId: extra.materialId ?? null,
    fromStatus: extra.fromStatus ?? null,
    toStatus: extra.toStatus ?? null,
  });
}

/**
 * Before a setter changes a lesson's or assignment's content: 409 while it is under review; an edit of
 * a published one starts a new revision (students keep the published version). Logs Updated.
 */
export function beginEdit(content: ResourceContent, user: User, materialId: string | null = null): ResourceContent {
  const next = statusAfterEdit(content.reviewStatus, contentRolesOf(user));
  if (next === null) {
    if (!contentRolesOf(user).includes('setter')) throw new HttpError(403, SETTER_ONLY_MESSAGE);
    throw new HttpError(
      409,
      `This ${KIND_NAMES[content.kind].toLowerCase()} is ${REVIEW_STATUS_LABELS[content.reviewStatus].toLowerCase()} and cannot be changed until the review is done.`,
    );
  }
  const changed = next !== content.reviewStatus;
  logActivity(content, user, 'Updated', { materialId, ...(changed && { fromStatus: content.reviewStatus, toStatus: next }) });
  return db.resourceContents.update(content.id, { reviewStatus: next, updatedAt: nowIso(), updatedById: user.id }) ?? content;
}

/** Freezes the materials as students will receive them (on approval and on final approval). */
export function publishIfApproved(content: ResourceContent): void {
  if (!PUBLISHED_STATUSES.includes(content.reviewStatus)) return;
  const at = nowIso();
  db.publishedContents.remove(content.id);
  db.publishedContents.insert({ id: content.id, createdAt: at, version: content.version, publishedAt: at, materials: materialsOf(content.id).map(snapshotOf) });
}

/** Orders 0..n-1 in the given sequence, writing only the rows whose order changed. */
export function renumberMaterials(ids: readonly string[]): void {
  for (const [id, order] of ordersOf(ids)) {
    if (db.resourceMaterials.get(id)?.order !== order) db.resourceMaterials.update(id, { order });
  }
}

export function renumberChapters(ids: readonly string[]): void {
  for (const [id, order] of ordersOf(ids)) {
    if (db.resourceChapters.get(id)?.order !== order) db.resourceChapters.update(id, { order });
  }
}

/** Whether any of these lessons or assignments was given to students (then it may not be deleted). */
export function isIssued(contentIds: ReadonlySet<string>): boolean {
  return db.issuedAssignments.all().some((issued) => contentIds.has(issued.sourceId));
}

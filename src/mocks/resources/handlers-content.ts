import { HttpResponse } from 'msw';
import {
  AddCommentSchema,
  DuplicateLessonSchema,
  REVISION_COMMENT_REQUIRED,
  ReviewActionBodySchema,
  UpdateLessonSchema,
  UpdateResourceAssignmentSchema,
} from '../../domain/lesson-content/bodies';
import { CONTENT_ISSUED_MESSAGES } from '../../domain/lesson-content/limits';
import { findTransition, REVIEW_ACTION_LABELS, REVIEW_STATUS_LABELS } from '../../domain/lesson-content/review';
import { contentRolesOf } from '../auth/content-roles';
import { db } from '../db';
import { requirePermission, withAuth } from '../http/auth';
import { HttpError } from '../http/errors';
import { applyListQuery, parseListQuery } from '../http/list-query';
import { readJson, route } from '../http/route';
import { validate } from '../http/validation';
import { KIND_NAMES, readableChapter, readableContent, requireSetterOf } from './access';
import type { ContentKind, ResourceContent } from './schema';
import { activityView, contentView, materialsOf, materialView } from './views';
import { newId, nowIso, requireVersion } from '../http/record-writes';
import { beginEdit, isIssued, logActivity, publishIfApproved, staleMessage } from './writes';

const view = requirePermission('view', 'LessonBuilder');
const create = requirePermission('create', 'LessonBuilder');
const update = requirePermission('update', 'LessonBuilder');

export const BASE_PATHS: Record<ContentKind, string> = { lesson: '/lessons', assignment: '/resource-assignments' };
export const COMMENT_FORBIDDEN_MESSAGE = 'Only setters and reviewers can comment on lesson content.';

export const issuedMessage = (kind: ContentKind) => CONTENT_ISSUED_MESSAGES[kind];

function removeContent(content: ResourceContent): void {
  db.resourceMaterials.removeWhere((material) => material.contentId === content.id);
  db.resourceActivity.removeWhere((entry) => entry.contentId === content.id);
  db.publishedContents.remove(content.id);
  db.resourceContents.remove(content.id);
}

/** Saves name (and settings) after the version and review checks; a published content starts a new revision. */
async function saveContent(kind: ContentKind, request: Request, content: ResourceContent, user: Parameters<typeof beginEdit>[1]) {
  const json = await readJson(request);
  const body =
    kind === 'lesson'
      ? { ...validate(UpdateLessonSchema, json), settings: content.settings }
      : validate(UpdateResourceAssignmentSchema, json);
  requireVersion(content.version, body.version, staleMessage(content));
  const edited = beginEdit(content, user);
  return db.resourceContents.update(content.id, { name: body.name, settings: body.settings, version: edited.version + 1 });
}

function handlersFor(kind: ContentKind) {
  const base = BASE_PATHS[kind];
  const readable = (user: Parameters<typeof readableContent>[0], id: string | undefined) => readableContent(user, id ?? '', kind);
  return [
    route.get(`${base}/:id`, withAuth(view(({ params, user }) => HttpResponse.json(contentView(readable(user, params.id).content))))),

    route.put(
      `${base}/:id`,
      withAuth(
        update(async ({ request, params, user }) => {
          const { content, subjectYear } = readable(user, params.id);
          requireSetterOf(user, subjectYear);
          const saved = await saveContent(kind, request, content, user);
          return HttpResponse.json(contentView(saved ?? content));
        }),
      ),
    ),

    route.delete(
      `${base}/:id`,
      withAuth(
        update(({ params, user }) => {
          const { content, subjectYear } = readable(user, params.id);
          requireSetterOf(user, subjectYear);
          if (isIssued(new Set([content.id]))) throw new HttpError(409, issuedMessage(kind));
          removeContent(content);
          return new HttpResponse(null, { status: 204 });
        }),
      ),
    ),

    route.get(
      `${base}/:id/published`,
      withAuth(
        view(({ params, user }) => {
          const published = db.publishedContents.get(readable(user, params.id).content.id);
          return HttpResponse.json(
            published ? { version: published.version, publishedAt: published.publishedAt, materials: published.materials.map(materialView) } : null,
          );
        }),
      ),
    ),

    route.get(
      `${base}/:id/activity`,
      withAuth(
        view(({ request, params, user }) => {
          const { content } = readable(user, params.id);
          const entries = db.resourceActivity.filter((entry) => entry.contentId === content.id).map(activityView);
          const query = parseListQuery(new URL(request.url));
          return HttpResponse.json(applyListQuery(entries, { ...query, sortBy: query.sortBy ?? '-at' }, { searchKeys: ['comment'] }));
        }),
      ),
    ),

    route.post(
      `${base}/:id/comments`,
      withAuth(
        view(async ({ request, params, user }) => {
          const { content } = readable(user, params.id);
          if (contentRolesOf(user).length === 0) throw new HttpError(403, COMMENT_FORBIDDEN_MESSAGE);
          const body = validate(AddCommentSchema, await readJson(request));
          if (body.materialId !== undefined && db.resourceMaterials.get(body.materialId)?.contentId !== content.id) {
            const message = `This material is not part of the ${KIND_NAMES[kind].toLowerCase()}.`;
            throw new HttpError(422, message, { materialId: message });
          }
          const entry = logActivity(content, user, 'Commented', { comment: body.comment, materialId: body.materialId ?? null });
          return HttpResponse.json(activityView(entry), { status: 201 });
        }),
      ),
    ),

    route.post(
      `${base}/:id/review`,
      withAuth(
        view(async ({ request, params, user }) => {
          const { content } = readable(user, params.id);
          const body = validate(ReviewActionBodySchema, await readJson(request));
          requireVersion(content.version, body.version, staleMessage(content));
          const transition = findTransition(content.reviewStatus, body.action, contentRolesOf(user));
          if (!transition) {
            throw new HttpError(
              409,
              `“${REVIEW_ACTION_LABELS[body.action]}” is not possible for you while the ${KIND_NAMES[kind].toLowerCase()} is ${REVIEW_STATUS_LABELS[content.reviewStatus].toLowerCase()}.`,
            );
          }
          const comment = body.comment?.trim() ?? '';
          if (transition.needsComment && comment === '') throw new HttpError(422, REVISION_COMMENT_REQUIRED, { comment: REVISION_COMMENT_REQUIRED });
          logActivity(content, user, transition.log, { comment: comment || null, fromStatus: content.reviewStatus, toStatus: transition.to });
          const moved = db.resourceContents.update(content.id, { reviewStatus: transition.to, version: content.version + 1, updatedAt: nowIso() }) ?? content;
          publishIfApproved(moved);
          return HttpResponse.json(contentView(moved));
        }),
      ),
    ),
  ];
}

export const contentHandlers = [
  ...handlersFor('lesson'),
  ...handlersFor('assignment'),

  route.post(
    '/lessons/:id/duplicate',
    withAuth(
      create(async ({ request, params, user }) => {
        const { content: source } = readableContent(user, params.id ?? '', 'lesson');
        const { targetChapterId } = validate(DuplicateLessonSchema, await readJson(request));
        const { chapter, subjectYear } = readableChapter(user, targetChapterId);
        requireSetterOf(user, subjectYear);
        const at = nowIso();
        const copy = db.resourceContents.insert({
          ...source,
          id: newId('ls'),
          createdAt: at,
          chapterId: chapter.id,
          subjectYearId: subjectYear.id,
          name: chapter.id === source.chapterId ? `${source.name} (copy)` : source.name,
          reviewStatus: 'created',
          version: 1,
          updatedAt: at,
          updatedById: user.id,
        });
        for (const material of materialsOf(source.id)) {
          db.resourceMaterials.insert({ ...material, id: newId('mt'), createdAt: at, contentId: copy.id, version: 1, updatedAt: at });
        }
        logActivity(copy, user, 'Created', { comment: `Copied from “${source.name}”.`, toStatus: 'created' });
        return HttpResponse.json({ id: copy.id }, { status: 201 });
      }),
    ),
  ),
];

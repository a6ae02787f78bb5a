import { HttpResponse } from 'msw';
import type { AssignmentSettings } from '../../domain/lesson-content/assignment-settings';
import { CHAPTER_ISSUED_MESSAGE } from '../../domain/lesson-content/limits';
import { moveItem } from '../../domain/lesson-content/order';
import {
  CreateChapterSchema,
  CreateLessonSchema,
  CreateResourceAssignmentSchema,
  MoveChapterSchema,
  RenameChapterSchema,
  UpdateChapterSchema,
} from '../../domain/lesson-content/bodies';
import type { User } from '../auth/schema';
import { db } from '../db';
import { requirePermission, withAuth } from '../http/auth';
import { HttpError } from '../http/errors';
import { applyListQuery, parseListQuery } from '../http/list-query';
import { readJson, route } from '../http/route';
import { validate } from '../http/validation';
import { canReadSubjectYear, readableChapter, readableSubjectYear, requireSetterOf } from './access';
import type { ContentKind, ResourceChapter } from './schema';
import { chapterView, subjectView, summaryView } from './views';
import { newId, nowIso } from '../http/record-writes';
import { isIssued, logActivity, renumberChapters } from './writes';

const view = requirePermission('view', 'LessonBuilder');
const create = requirePermission('create', 'LessonBuilder');
const update = requirePermission('update', 'LessonBuilder');


const chaptersOf = (subjectYearId: string): ResourceChapter[] =>
  db.resourceChapters.filter((chapter) => chapter.subjectYearId === subjectYearId).sort((a, b) => a.order - b.order);

/** The chapter a setter may add content to (404 outside the scope, 403 for others). */
function writableChapter(user: User, chapterId: string): ResourceChapter {
  const { chapter, subjectYear } = readableChapter(user, chapterId);
  requireSetterOf(user, subjectYear);
  return chapter;
}

function createContent(user: User, chapter: ResourceChapter, kind: ContentKind, name: string, settings: AssignmentSettings | null): string {
  const at = nowIso();
  const content = db.resourceContents.insert({
    id: newId(kind === 'lesson' ? 'ls' : 'ra'),
    createdAt: at,
    kind,
    chapterId: chapter.id,
    subjectYearId: chapter.subjectYearId,
    name,
    reviewStatus: 'created',
    version: 1,
    updatedAt: at,
    updatedById: user.id,
    settings,
  });
  logActivity(content, user, 'Created', { toStatus: 'created' });
  return content.id;
}

export const subjectHandlers = [
  route.get(
    '/resource-subjects',
    withAuth(
      view(({ request, user }) => {
        const visible = db.subjectYears.filter((subjectYear) => canReadSubjectYear(user, subjectYear)).map(subjectView);
        return HttpResponse.json(applyListQuery(visible, parseListQuery(new URL(request.url)), { searchKeys: ['name'] }));
      }),
    ),
  ),

  route.get(
    '/resource-subjects/:subjectId',
    withAuth(view(({ params, user }) => HttpResponse.json(subjectView(readableSubjectYear(user, params.subjectId ?? ''))))),
  ),

  route.get(
    '/resource-subjects/:subjectId/chapters',
    withAuth(
      view(({ request, params, user }) => {
        const subjectYear = readableSubjectYear(user, params.subjectId ?? '');
        const query = parseListQuery(new URL(request.url));
        return HttpResponse.json(
          applyListQuery(chaptersOf(subjectYear.id).map(chapterView), { ...query, sortBy: query.sortBy ?? 'order' }, { searchKeys: ['name'] }),
        );
      }),
    ),
  ),

  route.post(
    '/resource-subjects/:subjectId/chapters',
    withAuth(
      create(async ({ request, params, user }) => {
        const subjectYear = readableSubjectYear(user, params.subjectId ?? '');
        requireSetterOf(user, subjectYear);
        const { name } = validate(CreateChapterSchema, await readJson(request));
        const chapter = db.resourceChapters.insert({
          id: newId('ch'),
          createdAt: nowIso(),
          subjectYearId: subjectYear.id,
          name,
          order: chaptersOf(subjectYear.id).length,
        });
        return HttpResponse.json({ id: chapter.id }, { status: 201 });
      }),
    ),
  ),

  route.get(
    '/chapters/:chapterId',
    withAuth(
      view(({ params, user }) => {
        const { chapter, subjectYear } = readableChapter(user, params.chapterId ?? '');
        return HttpResponse.json({ ...chapterView(chapter), subject: subjectView(subjectYear) });
      }),
    ),
  ),

  route.put(
    '/chapters/:chapterId',
    withAuth(
      update(async ({ request, params, user }) => {
        const { chapter, subjectYear } = readableChapter(user, params.chapterId ?? '');
        requireSetterOf(user, subjectYear);
        const body = validate(UpdateChapterSchema, await readJson(request));
        if ('name' in body) {
          const { name } = validate(RenameChapterSchema, body);
          db.resourceChapters.update(chapter.id, { name });
        } else {
          const { order } = validate(MoveChapterSchema, body);
          renumberChapters(moveItem(chaptersOf(subjectYear.id).map((row) => row.id), chapter.id, order));
        }
        return HttpResponse.json(chapterView(db.resourceChapters.get(chapter.id) ?? chapter));
      }),
    ),
  ),

  route.delete(
    '/chapters/:chapterId',
    withAuth(
      update(({ params, user }) => {
        const { chapter, subjectYear } = readableChapter(user, params.chapterId ?? '');
        requireSetterOf(user, subjectYear);
        const contentIds = new Set(db.resourceContents.filter((content) => content.chapterId === chapter.id).map((content) => content.id));
        if (isIssued(contentIds)) throw new HttpError(409, CHAPTER_ISSUED_MESSAGE);
        db.resourceMaterials.removeWhere((material) => contentIds.has(material.contentId));
        db.resourceActivity.removeWhere((entry) => contentIds.has(entry.contentId));
        db.publishedContents.removeWhere((published) => contentIds.has(published.id));
        db.resourceContents.removeWhere((content) => contentIds.has(content.id));
        db.resourceChapters.remove(chapter.id);
        renumberChapters(chaptersOf(subjectYear.id).map((row) => row.id));
        return new HttpResponse(null, { status: 204 });
      }),
    ),
  ),

  route.get(
    '/chapters/:chapterId/contents',
    withAuth(
      view(({ request, params, user }) => {
        const { chapter } = readableChapter(user, params.chapterId ?? '');
        const contents = db.resourceContents.filter((content) => content.chapterId === chapter.id).map(summaryView);
        const query = parseListQuery(new URL(request.url));
        return HttpResponse.json(applyListQuery(contents, { ...query, sortBy: query.sortBy ?? 'createdAt' }, { searchKeys: ['name'] }));
      }),
    ),
  ),

  route.post(
    '/chapters/:chapterId/lessons',
    withAuth(
      create(async ({ request, params, user }) => {
        const chapter = writableChapter(user, params.chapterId ?? '');
        const { name } = validate(CreateLessonSchema, await readJson(request));
        return HttpResponse.json({ id: createContent(user, chapter, 'lesson', name, null) }, { status: 201 });
      }),
    ),
  ),

  route.post(
    '/chapters/:chapterId/assignments',
    withAuth(
      create(async ({ request, params, user }) => {
        const chapter = writableChapter(user, params.chapterId ?? '');
        const { name, settings } = validate(CreateResourceAssignmentSchema, await readJson(request));
        return HttpResponse.json({ id: createContent(user, chapter, 'assignment', name, settings) }, { status: 201 });
      }),
    ),
  ),
];

import { HttpResponse } from 'msw';
import { COMMENT_BANK_MAX_ITEMS, CommentBankBodySchema } from '../../domain/lesson-content/bodies';
import { db } from '../db';
import { HttpError, notFound } from '../http/errors';
import { requirePermission, withAuth } from '../http/auth';
import { readJson, route } from '../http/route';
import { validate } from '../http/validation';
import { newId, nowIso } from '../http/record-writes';

export const COMMENT_BANK_FULL_MESSAGE = `The comment bank holds at most ${COMMENT_BANK_MAX_ITEMS} comments. Remove one first.`;

const view = requirePermission('view', 'LessonBuilder');
const update = requirePermission('update', 'LessonBuilder');

const bankOf = (ownerId: string) =>
  db.commentBank.filter((row) => row.ownerId === ownerId).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));

const itemView = ({ id, text, createdAt }: { id: string; text: string; createdAt: string }) => ({ id, text, createdAt });

export const commentBankHandlers = [
  route.get(
    '/comment-bank',
    withAuth(
      view(({ user }) => {
        const data = bankOf(user.id).map(itemView);
        return HttpResponse.json({ data, count: data.length });
      }),
    ),
  ),

  route.post(
    '/comment-bank',
    withAuth(
      update(async ({ request, user }) => {
        const { text } = validate(CommentBankBodySchema, await readJson(request));
        if (bankOf(user.id).length >= COMMENT_BANK_MAX_ITEMS) throw new HttpError(422, COMMENT_BANK_FULL_MESSAGE, { text: COMMENT_BANK_FULL_MESSAGE });
        const row = db.commentBank.insert({ id: newId('cb'), createdAt: nowIso(), ownerId: user.id, text });
        return HttpResponse.json(itemView(row), { status: 201 });
      }),
    ),
  ),

  route.delete(
    '/comment-bank/:id',
    withAuth(
      update(({ params, user }) => {
        const row = db.commentBank.get(params.id ?? '');
        if (!row || row.ownerId !== user.id) throw notFound('Comment');
        db.commentBank.remove(row.id);
        return new HttpResponse(null, { status: 204 });
      }),
    ),
  ),
];

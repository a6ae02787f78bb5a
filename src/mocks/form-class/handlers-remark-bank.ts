import { HttpResponse } from 'msw';
import { RemarkBankBodySchema } from '../../domain/form-class/bodies';
import { REMARK_BANK_MAX_ITEMS } from '../../domain/form-class/limits';
import { db } from '../db';
import { HttpError, notFound } from '../http/errors';
import { requirePermission, withAuth } from '../http/auth';
import { readJson, route } from '../http/route';
import { validate } from '../http/validation';
import { newId, nowIso } from '../http/record-writes';

export const REMARK_BANK_FULL_MESSAGE = `The remark bank holds at most ${REMARK_BANK_MAX_ITEMS} remarks. Remove one first.`;

const view = requirePermission('view', 'Remark');
const update = requirePermission('update', 'Remark');

const bankOf = (ownerId: string) =>
  db.remarkBank.filter((row) => row.ownerId === ownerId).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));

const itemView = ({ id, text, createdAt }: { id: string; text: string; createdAt: string }) => ({ id, text, createdAt });

/** Each teacher's own remark templates: nobody reads or removes another's. */
export const remarkBankHandlers = [
  route.get('/remark-bank', withAuth(view(({ user }) => {
    const data = bankOf(user.id).map(itemView);
    return HttpResponse.json({ data, count: data.length });
  }))),
  route.post('/remark-bank', withAuth(update(async ({ request, user }) => {
    const { text } = validate(RemarkBankBodySchema, await readJson(request));
    if (bankOf(user.id).length >= REMARK_BANK_MAX_ITEMS) throw new HttpError(422, REMARK_BANK_FULL_MESSAGE, { text: REMARK_BANK_FULL_MESSAGE });
    const row = db.remarkBank.insert({ id: newId('rb'), createdAt: nowIso(), ownerId: user.id, text });
    return HttpResponse.json(itemView(row), { status: 201 });
  }))),
  route.delete('/remark-bank/:id', withAuth(update(({ params, user }) => {
    const row = db.remarkBank.get(params.id ?? '');
    if (!row || row.ownerId !== user.id) throw notFound('Remark');
    db.remarkBank.remove(row.id);
    return new HttpResponse(null, { status: 204 });
  }))),
];

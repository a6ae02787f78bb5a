import { HttpResponse } from 'msw';
import {
  SVE_FILE_KINDS,
  SveAssignmentBodySchema,
  SvePastPaperBodySchema,
  type SveFileKind,
} from '../../domain/sve/bodies';
import type { User } from '../auth/schema';
import { db } from '../db';
import { hasPermission, withAuth } from '../http/auth';
import { HttpError, notFound } from '../http/errors';
import { downloadHeaders } from '../http/files';
import { applyListQuery, parseListQuery } from '../http/list-query';
import { readJson, route } from '../http/route';
import { validate } from '../http/validation';
import { base64ToBytes } from '../resources/files';
import { newId, nowIso } from '../http/record-writes';
import {
  assignedExamType,
  assignedExamTypeIds,
  canViewSve,
  examTypeOr404,
  NOT_ASSIGNED_MESSAGE,
  PAST_PAPER_UPLOAD_FORBIDDEN_MESSAGE,
  PAST_PAPERS_FORBIDDEN_MESSAGE,
} from './access';
import type { UploadedFileRow } from '../resources/schema';
import type { SveFileRow } from './schema';
import { sveAssignmentView, sveExamTypeView, sveFileView } from './views';
import type { DomainHandlers } from '../handlers';

const LIBRARY_KINDS: ReadonlyArray<SveFileKind> = SVE_FILE_KINDS.filter((kind) => kind !== 'ASSIGNMENT');
const KIND_MESSAGE = `kind must be one of ${LIBRARY_KINDS.join(', ')}.`;

/** Past papers need view SveExamType; BMT and exam supporting files any signed-in staff (spec §6: no subject gate). */
function mayRead(user: User, file: SveFileRow): boolean {
  if (file.kind === 'ASSIGNMENT') return assignedExamTypeIds(user).has(file.sveExamTypeId);
  if (file.kind === 'PAST_PAPER') return hasPermission(user, 'view', 'SveExamType');
  return true;
}

const NOT_AN_SVE_UPLOAD = 'This file was not uploaded as an SVE file by you. Upload it again.';

/** An upload (POST /files, entityType SVE) by this user; 422 under `field` otherwise. */
function requireUpload(user: User, fileId: string, field: string): UploadedFileRow {
  const upload = db.uploadedFiles.get(fileId);
  if (!upload || upload.entityType !== 'SVE' || upload.uploadedById !== user.id) {
    throw new HttpError(422, NOT_AN_SVE_UPLOAD, { [field]: NOT_AN_SVE_UPLOAD });
  }
  return upload;
}

type SveFileFields = Pick<SveFileRow, 'kind' | 'sveExamTypeId' | 'assignmentId' | 'title' | 'year'>;

/**
 * Copies the upload's bytes into the exam type's files, so the SVE file is read with SVE's rules. POST /files
 * checked the bytes and stored the name sanitised.
 */
function storeUpload(user: User, upload: UploadedFileRow, fields: SveFileFields): SveFileRow {
  const { fileName, mimeType, size, base64 } = upload;
  return db.sveFiles.insert({
    id: newId('svf'),
    createdAt: nowIso(),
    fileName,
    mimeType,
    size,
    base64,
    uploadedById: user.id,
    ...fields,
  });
}

export const sveDomainHandlers = [
  /** Exam types: `assigned=true` those the caller is assigned to (/sves), else every exam type (the file libraries). */
  route.get(
    '/sve-exam-types',
    withAuth(({ request, user }) => {
      const url = new URL(request.url);
      const assigned = assignedExamTypeIds(user);
      const onlyAssigned = url.searchParams.get('assigned') === 'true';
      if (onlyAssigned && !canViewSve(user)) throw new HttpError(403, 'You do not have permission to view SVE.');
      const types = db.sveExamTypes
        .filter((type) => !onlyAssigned || assigned.has(type.id))
        .map((type) => sveExamTypeView(type, assigned));
      // `assigned` is not a field of the items, so the list contract ignores it as a filter.
      return HttpResponse.json(applyListQuery(types, parseListQuery(url), { searchKeys: ['name'] }));
    }),
  ),

  route.get(
    '/sve-exam-types/:sveExamTypeId',
    withAuth(({ params, user }) =>
      HttpResponse.json(sveExamTypeView(examTypeOr404(params.sveExamTypeId ?? ''), assignedExamTypeIds(user))),
    ),
  ),

  route.get(
    '/sve-exam-types/:sveExamTypeId/assignments',
    withAuth(({ request, params, user }) => {
      const examType = assignedExamType(user, params.sveExamTypeId ?? '');
      const rows = db.sveAssignments.filter((row) => row.sveExamTypeId === examType.id).map(sveAssignmentView);
      return HttpResponse.json(
        applyListQuery(rows, parseListQuery(new URL(request.url)), {
          searchKeys: ['title'],
        }),
      );
    }),
  ),

  route.post(
    '/sve-exam-types/:sveExamTypeId/assignments',
    withAuth(async ({ request, params, user }) => {
      const examType = assignedExamType(user, params.sveExamTypeId ?? '');
      const body = validate(SveAssignmentBodySchema, await readJson(request));
      const uploads = body.fileIds.map((fileId, index) => requireUpload(user, fileId, `fileIds.${index}`));
      const assignment = db.sveAssignments.insert({
        id: newId('sas'),
        createdAt: nowIso(),
        sveExamTypeId: examType.id,
        title: body.title,
        dueDate: body.dueDate,
        instructions: body.instructions,
        createdById: user.id,
      });
      for (const upload of uploads) {
        storeUpload(user, upload, {
          kind: 'ASSIGNMENT',
          sveExamTypeId: examType.id,
          assignmentId: assignment.id,
          title: upload.fileName,
          year: null,
        });
      }
      return HttpResponse.json(sveAssignmentView(assignment), { status: 201 });
    }),
  ),

  route.get(
    '/sve-exam-types/:sveExamTypeId/files',
    withAuth(({ request, params, user }) => {
      const examType = examTypeOr404(params.sveExamTypeId ?? '');
      const url = new URL(request.url);
      const kind = LIBRARY_KINDS.find((candidate) => candidate === url.searchParams.get('kind'));
      if (!kind) throw new HttpError(422, KIND_MESSAGE, { kind: KIND_MESSAGE });
      if (kind === 'PAST_PAPER' && !hasPermission(user, 'view', 'SveExamType'))
        throw new HttpError(403, PAST_PAPERS_FORBIDDEN_MESSAGE);
      const rows = db.sveFiles
        .filter((file) => file.sveExamTypeId === examType.id && file.kind === kind)
        .map(sveFileView);
      return HttpResponse.json(
        applyListQuery(rows, parseListQuery(url), {
          searchKeys: ['title', 'fileName'],
        }),
      );
    }),
  ),

  route.post(
    '/sve-exam-types/:sveExamTypeId/past-papers',
    withAuth(async ({ request, params, user }) => {
      const examType = examTypeOr404(params.sveExamTypeId ?? '');
      if (!hasPermission(user, 'create', 'SveExamType')) throw new HttpError(403, PAST_PAPER_UPLOAD_FORBIDDEN_MESSAGE);
      const body = validate(SvePastPaperBodySchema, await readJson(request));
      const upload = requireUpload(user, body.fileId, 'fileId');
      const stored = storeUpload(user, upload, {
        kind: 'PAST_PAPER',
        sveExamTypeId: examType.id,
        assignmentId: null,
        title: body.title,
        year: body.year,
      });
      return HttpResponse.json(sveFileView(stored), { status: 201 });
    }),
  ),

  /** Always an attachment with every stored file's download headers (never rendered inline). */
  route.get(
    '/sve-files/:fileId/content',
    withAuth(({ params, user }) => {
      const file = db.sveFiles.get(params.fileId ?? '');
      if (!file) throw notFound('File');
      if (!mayRead(user, file))
        throw new HttpError(403, file.kind === 'ASSIGNMENT' ? NOT_ASSIGNED_MESSAGE : PAST_PAPERS_FORBIDDEN_MESSAGE);
      return new HttpResponse(base64ToBytes(file.base64), {
        headers: downloadHeaders(file),
      });
    }),
  ),
];

/** Joins the demo backend (../handlers.ts) by this export. */
export const domainHandlers: DomainHandlers = { matchOrder: 30, handlers: sveDomainHandlers };

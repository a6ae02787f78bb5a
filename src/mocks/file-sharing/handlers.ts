import { HttpResponse } from 'msw';
import { z } from 'zod';
import { DOCUMENT_TYPES } from '../../domain/file-sharing/limits';
import { db } from '../db';
import { withAuth } from '../http/auth';
import { HttpError, notFound } from '../http/errors';
import { downloadHeaders } from '../http/files';
import { applyListQuery, parseListQuery } from '../http/list-query';
import { readJson, route } from '../http/route';
import { validate } from '../http/validation';
import { newId, nowIso } from '../http/record-writes';
import { canDeleteFile, DELETE_FORBIDDEN_MESSAGE, parseShare, requirePermissionOn, visibleFile, visibleFolder, visibleFolders } from './access';
import { academicDepartmentHandlers } from './department-handlers';
import { newFileFields, readUploadForm, receivedFile, yieldToPage } from './upload';
import { fileDetail, fileSummary } from './views';
import { addVersion, deleteFile, restoreVersion } from './writes';
import type { DomainHandlers } from '../handlers';

const SORTABLE = new Set(['name', 'documentType', 'folderName', 'size', 'updatedAt', 'version']);
const ListFilters = z.object({ documentType: z.enum(DOCUMENT_TYPES, { error: 'Unknown document type.' }).optional() });
const seenVersion = 'Send the version number the file had when you opened it.';
const RestoreBody = z.object({ version: z.number({ error: seenVersion }).int(seenVersion).positive(seenVersion) });

export const fileSharingHandlers = [
  route.get(
    '/file-sharing/:share/folders',
    withAuth(({ params, user }) => {
      const share = parseShare(params.share);
      requirePermissionOn(user, share, 'view');
      const files = db.sharedFiles.filter((file) => file.share === share);
      const data = visibleFolders(user, share).map((folder) => ({ ...folder, fileCount: files.filter((file) => file.folderId === folder.id).length }));
      return HttpResponse.json({ data, count: data.length });
    }),
  ),

  route.get(
    '/file-sharing/:share/files',
    withAuth(({ params, request, user }) => {
      const share = parseShare(params.share);
      requirePermissionOn(user, share, 'view');
      const query = parseListQuery(new URL(request.url));
      validate(ListFilters, { documentType: query.filters.documentType });
      const field = query.sortBy?.replace(/^-/, '');
      if (field && !SORTABLE.has(field)) throw new HttpError(400, `Cannot sort by "${field}".`);
      const folderId = query.filters.folderId;
      if (folderId) visibleFolder(user, share, folderId);
      const visible = new Set(visibleFolders(user, share).map((folder) => folder.id));
      const rows = db.sharedFiles.filter((file) => file.share === share && visible.has(file.folderId)).map((file) => fileSummary(user, file));
      return HttpResponse.json(applyListQuery(rows, query, { searchKeys: ['name', 'description'] }));
    }),
  ),

  route.get(
    '/file-sharing/:share/files/:fileId',
    withAuth(({ params, user }) => HttpResponse.json(fileDetail(user, visibleFile(user, parseShare(params.share), params.fileId ?? '')))),
  ),

  route.post(
    '/file-sharing/:share/files',
    withAuth(async ({ params, request, user }) => {
      const share = parseShare(params.share);
      requirePermissionOn(user, share, 'create');
      const form = await readUploadForm(request);
      await yieldToPage();
      const fields = newFileFields(form);
      visibleFolder(user, share, fields.folderId);
      const received = await receivedFile(form);
      const at = nowIso();
      const file = db.sharedFiles.insert({
        id: newId(share === 'subject-files' ? 'sf' : 'adf'),
        createdAt: at,
        share,
        folderId: fields.folderId,
        documentType: fields.documentType,
        description: fields.description,
        createdById: user.id,
        updatedAt: at,
      });
      addVersion(user, file, received);
      return HttpResponse.json(fileDetail(user, file), { status: 201 });
    }),
  ),

  route.post(
    '/file-sharing/:share/files/:fileId/versions',
    withAuth(async ({ params, request, user }) => {
      const share = parseShare(params.share);
      const file = visibleFile(user, share, params.fileId ?? '');
      requirePermissionOn(user, share, 'update');
      const form = await readUploadForm(request);
      await yieldToPage();
      const received = await receivedFile(form);
      addVersion(user, file, received);
      return HttpResponse.json(fileDetail(user, file), { status: 201 });
    }),
  ),

  route.post(
    '/file-sharing/:share/files/:fileId/versions/:versionId/restore',
    withAuth(async ({ params, request, user }) => {
      const share = parseShare(params.share);
      const file = visibleFile(user, share, params.fileId ?? '');
      requirePermissionOn(user, share, 'update');
      const older = db.sharedFileVersions.get(params.versionId ?? '');
      if (!older || older.fileId !== file.id) throw notFound('Version');
      const body = validate(RestoreBody, await readJson(request));
      restoreVersion(user, file, older, body.version);
      return HttpResponse.json(fileDetail(user, file));
    }),
  ),

  route.get(
    '/file-sharing/:share/files/:fileId/versions/:versionId/content',
    withAuth(({ params, user }) => {
      const file = visibleFile(user, parseShare(params.share), params.fileId ?? '');
      const version = db.sharedFileVersions.get(params.versionId ?? '');
      if (!version || version.fileId !== file.id) throw notFound('Version');
      const content = db.sharedFileContents.get(version.contentId);
      if (!content) throw notFound('File content');
      return new HttpResponse(content.bytes, { headers: downloadHeaders(version) });
    }),
  ),

  route.delete(
    '/file-sharing/:share/files/:fileId',
    withAuth(({ params, user }) => {
      const file = visibleFile(user, parseShare(params.share), params.fileId ?? '');
      if (!canDeleteFile(user, file)) throw new HttpError(403, DELETE_FORBIDDEN_MESSAGE);
      deleteFile(file);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];

/** Joins the demo backend (../handlers.ts) by this export. */
export const domainHandlers: DomainHandlers = { matchOrder: 130, handlers: [...fileSharingHandlers, ...academicDepartmentHandlers] };

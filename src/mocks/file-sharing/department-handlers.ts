import { HttpResponse } from 'msw';
import type { z } from 'zod';
import {
  AcademicDepartmentBodySchema,
  DEPARTMENT_NAME_TAKEN,
  type AcademicDepartmentSchema,
} from '../../domain/file-sharing/departments';
import { db } from '../db';
import { withAuth } from '../http/auth';
import { HttpError, notFound } from '../http/errors';
import { applyListQuery, parseListQuery } from '../http/list-query';
import { newId, nowIso } from '../http/record-writes';
import { readJson, route } from '../http/route';
import { validate } from '../http/validation';
import type { AcademicDepartment } from './schema';
import { currentYearPrincipal, FOLDER_FORBIDDEN_MESSAGE, requirePermissionOn, visibleFolders } from './access';

const SHARE = 'academic-department-files';
export const ADD_DEPARTMENT_FORBIDDEN_MESSAGE = 'Only the principal of the current academic year can add a department.';

const departmentView = ({ id, name, createdAt }: AcademicDepartment) => ({ id, name, createdAt }) satisfies z.input<typeof AcademicDepartmentSchema>;

/**
 * The academic departments, the folders of the Academic Department Files share, as the share dialog's searchable
 * select reads them (list contract, searched by name) and creates one (spec §7 "Create option"): the principal of
 * the current year adds a department the school lacks; a teacher sees the departments of the subjects they teach.
 */
export const academicDepartmentHandlers = [
  route.get(
    '/academic-departments',
    withAuth(({ request, user }) => {
      requirePermissionOn(user, SHARE, 'view');
      const query = parseListQuery(new URL(request.url));
      const visible = new Set(visibleFolders(user, SHARE).map((folder) => folder.id));
      const rows = db.academicDepartments.filter((row) => visible.has(row.id)).map(departmentView);
      return HttpResponse.json(applyListQuery(rows, { ...query, sortBy: query.sortBy ?? 'name' }, { searchKeys: ['name'] }));
    }),
  ),

  route.get(
    '/academic-departments/:id',
    withAuth(({ params, user }) => {
      requirePermissionOn(user, SHARE, 'view');
      const department = db.academicDepartments.get(params.id ?? '');
      if (!department) throw notFound('Department');
      if (!visibleFolders(user, SHARE).some((folder) => folder.id === department.id)) throw new HttpError(403, FOLDER_FORBIDDEN_MESSAGE);
      return HttpResponse.json(departmentView(department));
    }),
  ),

  route.post(
    '/academic-departments',
    withAuth(async ({ request, user }) => {
      requirePermissionOn(user, SHARE, 'create');
      if (!currentYearPrincipal(user)) throw new HttpError(403, ADD_DEPARTMENT_FORBIDDEN_MESSAGE);
      const body = validate(AcademicDepartmentBodySchema, await readJson(request));
      const taken = db.academicDepartments.find((row) => row.name.localeCompare(body.name, 'en', { sensitivity: 'base' }) === 0);
      if (taken) throw new HttpError(422, DEPARTMENT_NAME_TAKEN, { name: DEPARTMENT_NAME_TAKEN });
      const department = db.academicDepartments.insert({ id: newId('dept'), createdAt: nowIso(), name: body.name, subjectIds: [] });
      return HttpResponse.json(departmentView(department), { status: 201 });
    }),
  ),
];

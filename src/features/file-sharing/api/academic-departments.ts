import { AcademicDepartmentBodySchema, AcademicDepartmentSchema } from '@/domain/file-sharing/departments';
import { defineEndpoint } from '@/lib/endpoint';
import { createResourceApi } from '@/lib/resource-api';

/** The resource the share dialog's department select reads and creates in (resource "/academic-departments"). */
export const ACADEMIC_DEPARTMENTS_RESOURCE = '/academic-departments';

// The share dialog's searchable select reads these through its generic list reader.
export const academicDepartmentsApi = createResourceApi({
  key: 'academic-departments',
  path: ACADEMIC_DEPARTMENTS_RESOURCE,
  tag: 'File sharing',
  singular: 'AcademicDepartment',
  plural: 'AcademicDepartments',
  item: AcademicDepartmentSchema,
  detail: AcademicDepartmentSchema,
  filters: ['name'],
  listErrors: [403],
  getErrors: [403, 404],
  listSummary:
    'The academic departments (the folders of Academic Department Files) the caller may see, by name (list contract; ' +
    'search by name; needs view AcademicDepartmentFile)',
  getSummary: 'One academic department (403 outside the caller’s departments)',
});

// The select's create option sends this through its generic writer (spec §7 "Create option"); declared for the contract.
export const createAcademicDepartmentEndpoint = defineEndpoint({
  operationId: 'createAcademicDepartment',
  method: 'post',
  path: ACADEMIC_DEPARTMENTS_RESOURCE,
  summary: 'Add an academic department the school lacks (the principal of the current year); answers its id, name and creation time',
  tag: 'File sharing',
  body: AcademicDepartmentBodySchema,
  response: AcademicDepartmentSchema,
  status: 201,
  errors: [403, 413, 415, 422],
});

import type { ListParams } from '@/lib/list-query';

/** Query keys of the classrooms feature, one factory per resource (all → lists → list → details → detail). */
export const classYearKeys = {
  all: ['class-years'] as const,
  lists: () => [...classYearKeys.all, 'list'] as const,
  list: (params: ListParams) => [...classYearKeys.lists(), params] as const,
  details: () => [...classYearKeys.all, 'detail'] as const,
  detail: (id: string) => [...classYearKeys.details(), id] as const,
  students: (id: string, params: ListParams) => [...classYearKeys.detail(id), 'students', params] as const,
};

export const studentKeys = {
  all: ['students'] as const,
  details: () => [...studentKeys.all, 'detail'] as const,
  detail: (id: string) => [...studentKeys.details(), id] as const,
  record: (id: string, academicYearId: string) => [...studentKeys.detail(id), 'record', academicYearId] as const,
};

export const referenceKeys = {
  academicYears: ['classrooms', 'academic-years'] as const,
  masterLevels: ['classrooms', 'master-levels'] as const,
};

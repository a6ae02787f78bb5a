import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/types';
import { useTableState } from '@/components/data-table/use-table-state';
import { FilterBar } from '@/components/filter-bar';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { paths } from '@/config/paths';
import { fetchSubjectYears, useSubjectYears, type SubjectYear } from '@/entities/subject-year/subject-year';
import { useSession } from '@/lib/session/session-context';

const COLUMNS: DataTableColumn<SubjectYear>[] = [
  {
    id: 'name',
    header: 'Subject',
    cell: (row) => <Link to={paths.gradebookSubject.href({ subjectYearId: row.id })}>{row.name}</Link>,
    exportValue: (row) => row.name,
  },
  { id: 'classYear', header: 'Class', cell: (row) => row.classYear.name, sortable: false },
  {
    id: 'teachers',
    header: 'Teachers',
    cell: (row) => row.teachers.map((teacher) => teacher.fullName).join(', '),
    sortable: false,
  },
  { id: 'studentsCount', header: 'Students', cell: (row) => row.studentsCount, className: 'text-end' },
];

/** /gradebook: the subject years the user teaches this academic year (the principal: all of them). */
export default function GradebookSubjectsRoute() {
  const { currentAcademicYear } = useSession();
  const state = useTableState({ defaultSortBy: 'name', filterKeys: ['name'] });
  const params = state.paramsWith({ academicYearId: currentAcademicYear.id, name: state.filters.name });
  const query = useSubjectYears(params);
  const { setFilters } = state;
  const onSearch = useCallback((name: string) => setFilters({ name }), [setFilters]);

  return (
    <>
      <PageHeader title="Gradebook" description={`Subjects of the ${currentAcademicYear.year} academic year`} />
      <DataTable
        label="Subjects"
        columns={COLUMNS}
        query={query}
        state={state}
        emptyMessage={state.filters.name ? 'No subject matches your search.' : 'You teach no subject this year.'}
        emptyHint={
          state.filters.name
            ? 'Try another name, or clear the search to see all your subjects.'
            : 'The subjects you teach appear here once the school gives you a class; each opens its mark sheet.'
        }
        errorMessage="Could not load your subjects."
        toolbar={
          <FilterBar>
            <SearchInput label="Search subjects" placeholder="Subject or class name" value={state.filters.name ?? ''} onSearch={onSearch} />
          </FilterBar>
        }
        export={{
          filename: `gradebook-subjects-${currentAcademicYear.year}`,
          fetchAll: async () => (await fetchSubjectYears({ ...params, page: 0, pageSize: 0 })).data,
        }}
      />
    </>
  );
}

import { Link } from 'react-router-dom';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/types';
import { useTableState } from '@/components/data-table/use-table-state';
import { paths } from '@/config/paths';
import { fetchClassStudents, useClassStudents, type ClassStudent } from '@/entities/student/student';
import { PersonName } from '@/components/person-name';
import { formatDate } from '@/lib/format-date';
import { ageAt, formatAge } from '@/domain/school/age';

function columns(classYearId: string, today: Date): DataTableColumn<ClassStudent>[] {
  return [
    {
      id: 'fullName',
      header: 'Name',
      cell: (row) => (
        <Link to={paths.classroomStudent.href({ classYearId, studentId: row.id })}>
          <PersonName name={row.fullName} />
        </Link>
      ),
      exportValue: (row) => row.fullName,
    },
    { id: 'gender', header: 'Gender', cell: (row) => row.gender },
    { id: 'dateOfBirth', header: 'Date of Birth', cell: (row) => formatDate(row.dateOfBirth), exportValue: (row) => row.dateOfBirth },
    { id: 'age', header: 'Age', cell: (row) => formatAge(ageAt(row.dateOfBirth, today)), sortable: false },
    { id: 'idType', header: 'ID Type', cell: (row) => row.idType },
  ];
}

/** The class's students from the server, sorted, paged and exportable; the URL keeps the table state. */
export function ClassStudentsTable({ classYearId }: { classYearId: string }) {
  const table = useTableState({ defaultSortBy: 'fullName', prefix: 'students.', filterKeys: [] });
  const params = table.params;
  const query = useClassStudents(classYearId, params);
  return (
    <DataTable
      label="Students"
      showCaption
      columns={columns(classYearId, new Date())}
      query={query}
      state={table}
      emptyMessage="This class has no students yet."
      errorMessage="The students could not be loaded."
      export={{
        filename: `${classYearId}-students.csv`,
        fetchAll: async () => (await fetchClassStudents(classYearId, { ...params, page: 0, pageSize: 0 })).data,
      }}
    />
  );
}

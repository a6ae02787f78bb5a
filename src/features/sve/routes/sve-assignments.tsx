import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useParams } from 'react-router-dom';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/types';
import { useTableState } from '@/components/data-table/use-table-state';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { sveAssignmentsApi, useSveExamType } from '@/features/sve/api/sve-api';
import type { SveAssignment } from '@/features/sve/api/sve-schemas';
import { AssignmentForm } from '@/features/sve/components/assignment-form';
import { SveDownloadButton } from '@/features/sve/components/sve-download-button';
import { formatDate } from '@/lib/format-date';

const FILTER_KEYS = ['search'] as const;

const COLUMNS: readonly DataTableColumn<SveAssignment>[] = [
  { id: 'title', header: 'Title', cell: (row) => row.title, truncate: '18rem' },
  {
    id: 'dueDate',
    header: 'Due',
    cell: (row) => formatDate(row.dueDate),
    exportValue: (row) => row.dueDate,
  },
  {
    id: 'instructions',
    header: 'Instructions',
    cell: (row) => row.instructions,
    sortable: false,
    truncate: '14rem',
  },
  {
    id: 'files',
    header: 'Files',
    sortable: false,
    cell: (row) => (
      <span className="d-flex flex-column gap-1">
        {row.files.map((file) => (
          <SveDownloadButton key={file.id} file={file} nameMaxWidth="10rem" />
        ))}
      </span>
    ),
    exportValue: (row) => row.files.map((file) => file.fileName).join('; '),
  },
  {
    id: 'createdBy',
    header: 'Set by',
    cell: (row) => row.createdBy.name,
    sortable: false,
    truncate: '10rem',
  },
];

/** `/sves/{sveExamTypeId}`: the exam type's assignments, and a form to set one with files. */
export default function SveAssignmentsPage() {
  const { sveExamTypeId = '' } = useParams();
  const examType = useSveExamType(sveExamTypeId);
  const [creating, setCreating] = useState(false);
  const table = useTableState({
    defaultSortBy: '-dueDate',
    filterKeys: FILTER_KEYS,
  });
  const search = table.filters.search ?? '';
  const params = table.paramsWith({ search });
  const query = sveAssignmentsApi.of({ sveExamTypeId }).useList(params);
  return (
    <>
      <PageHeader
        title={examType.data ? `SVE Assignments: ${examType.data.name}` : 'SVE Assignments'}
        crumbs={examType.data ? { sve: examType.data.name } : {}}
        description={examType.data ? `Academic year ${examType.data.academicYear}.` : undefined}
        actions={
          creating ? null : (
            <Button onClick={() => setCreating(true)} disabled={query.isError}>
              New assignment
            </Button>
          )
        }
      />
      {creating ? <AssignmentForm sveExamTypeId={sveExamTypeId} onDone={() => setCreating(false)} /> : null}
      <DataTable
        label="SVE assignments"
        columns={COLUMNS}
        query={query}
        state={table}
        density="compact"
        emptyMessage={
          search ? 'No assignments match this search.' : 'No assignments have been set for this exam type yet.'
        }
        errorMessage="The SVE assignments could not be loaded."
        toolbar={
          <SearchInput
            label="Search assignments"
            value={search}
            onSearch={(text) => table.setFilters({ search: text })}
          />
        }
      />
    </>
  );
}

import { Link } from 'react-router-dom';
import { DataTable } from '@/components/data-table/data-table';
import { useTableState } from '@/components/data-table/use-table-state';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { fetchIssuedAssignments, useIssuedAssignments } from '@/features/assignments/api/issued-assignments';
import { ASSIGNMENT_COLUMNS } from '@/features/assignments/components/assignment-columns';
import { AssignmentFilters } from '@/features/assignments/components/assignment-filters';
import { useSession } from '@/lib/session/session-context';
import { useCan } from '@/lib/session/use-can';

const FILTER_KEYS = ['classYearId', 'subjectId', 'assignmentType', 'title'] as const;
/** Latest deadlines first: what is due now or soon is on the first page. */
const DEFAULT_SORT = '-dueDate';

/** `/assignments`: the work set to the user's classes, with how much was handed in and marked. */
export default function AssignmentsPage() {
  const { currentAcademicYear } = useSession();
  const canAssign = useCan('update', 'LessonBuilder').allowed;
  const table = useTableState({ defaultSortBy: DEFAULT_SORT, filterKeys: FILTER_KEYS });
  const { filters, params } = table;
  const query = useIssuedAssignments(params);
  const filtered = Object.values(filters).some(Boolean);

  return (
    <>
      <PageHeader
        title="Assignments"
        description="Work set to your classes, and how much has been handed in and graded."
        actions={
          canAssign ? (
            <Link to={paths.resourcesAssign.href()} className="btn btn-primary">
              Assign work
            </Link>
          ) : null
        }
      />
      <DataTable
        label="Assignments"
        columns={ASSIGNMENT_COLUMNS}
        query={query}
        state={table}
        density="compact"
        emptyMessage={filtered ? 'No assignments match these filters.' : 'Nothing has been assigned to your classes yet.'}
        emptyHint={
          filtered
            ? 'Try another search, or clear a filter to see more.'
            : 'Lessons and assignments set to your classes appear here, with their due dates and how much is waiting for grading.'
        }
        emptyAction={
          !filtered && canAssign ? (
            <Link to={paths.resourcesAssign.href()} className="btn btn-primary">
              Assign work
            </Link>
          ) : null
        }
        errorMessage="The assignments could not be loaded."
        toolbar={
          <AssignmentFilters
            academicYearId={currentAcademicYear.id}
            values={{
              classYearId: filters.classYearId ?? '',
              subjectId: filters.subjectId ?? '',
              assignmentType: filters.assignmentType ?? '',
              title: filters.title ?? '',
            }}
            onChange={(changes) => table.setFilters(changes)}
          />
        }
        export={{
          filename: 'assignments.csv',
          fetchAll: async () => (await fetchIssuedAssignments({ ...params, page: 0, pageSize: 0 })).data,
        }}
      />
    </>
  );
}

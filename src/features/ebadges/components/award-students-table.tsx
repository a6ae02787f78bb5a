import { DataTable } from '@/components/data-table/data-table';
import { PersonName } from '@/components/person-name';
import type { DataTableColumn } from '@/components/data-table/types';
import { useTableState } from '@/components/data-table/use-table-state';
import type { EbadgeAward } from '@/domain/ebadges/responses';
import { useClassStudents, type ClassStudent } from '@/entities/student/student';
import { BadgeLabel } from '@/features/ebadges/components/badge-label';

interface AwardStudentsTableProps {
  classYearId: string;
  /** Every award of the class this year, to show what each student has earned. */
  awards: readonly EbadgeAward[] | undefined;
  selectedIds: readonly string[];
  onSelectionChange: (ids: string[]) => void;
}

function earnedBy(awards: readonly EbadgeAward[], studentId: string) {
  const counts = new Map<string, { award: EbadgeAward; count: number }>();
  for (const award of awards) {
    if (award.studentId !== studentId || !award.ebadge) continue;
    const entry = counts.get(award.ebadgeId);
    counts.set(award.ebadgeId, { award: entry?.award ?? award, count: (entry?.count ?? 0) + 1 });
  }
  return [...counts.values()];
}

/** The class's students to pick from, each with the badges already earned this year. */
export function AwardStudentsTable({ classYearId, awards, selectedIds, onSelectionChange }: AwardStudentsTableProps) {
  const table = useTableState({ defaultSortBy: 'fullName', prefix: 'students.', filterKeys: [] });
  const params = table.params;
  const query = useClassStudents(classYearId, params);
  const columns: DataTableColumn<ClassStudent>[] = [
    { id: 'fullName', header: 'Student', cell: (row) => <PersonName name={row.fullName} />, exportValue: (row) => row.fullName },
    {
      id: 'earned',
      header: 'Badges earned',
      sortable: false,
      cell: (row) => {
        if (!awards) return 'Loading…';
        const earned = earnedBy(awards, row.id);
        if (earned.length === 0) return <span className="text-body-secondary">None yet</span>;
        return (
          <ul className="list-inline mb-0">
            {earned.map(({ award, count }) => (
              <li key={award.ebadgeId} className="list-inline-item me-3">
                {award.ebadge ? <BadgeLabel name={award.ebadge.name} colour={award.ebadge.colour} /> : null}
                {count > 1 ? <span className="ms-1">× {count}</span> : null}
              </li>
            ))}
          </ul>
        );
      },
      exportValue: (row) =>
        earnedBy(awards ?? [], row.id)
          .map(({ award, count }) => `${award.ebadge?.name ?? ''}${count > 1 ? ` x${count}` : ''}`)
          .join('; '),
    },
  ];
  return (
    <DataTable
      label="Students"
      showCaption
      columns={columns}
      query={query}
      state={table}
      emptyMessage="This class has no students."
      errorMessage="The students could not be loaded."
      selection={{ selectedIds, onSelectionChange, getRowLabel: (row) => row.fullName }}
    />
  );
}

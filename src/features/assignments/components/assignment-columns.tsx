import { Link } from 'react-router-dom';
import type { DataTableColumn } from '@/components/data-table/types';
import { paths } from '@/config/paths';
import type { IssuedAssignment } from '@/features/assignments/api/grading-schemas';
import { formatDate } from '@/lib/format-date';

/** Work given to single students rather than a whole class has no class of its own. */
export const NO_CLASS_LABEL = 'Selected students';

/** The list's columns; the server sorts by title, start and due date only (docs/api.md). A title opens its students. */
export const ASSIGNMENT_COLUMNS: readonly DataTableColumn<IssuedAssignment>[] = [
  { id: 'title', header: 'Title', cell: (row) => <Link to={paths.assignment.href({ assignmentId: row.id })}>{row.title}</Link>, exportValue: (row) => row.title, truncate: '16rem' },
  { id: 'assignmentType', header: 'Type', cell: (row) => row.assignmentType ?? 'Lesson', sortable: false },
  { id: 'classYear', header: 'Class', cell: (row) => row.classYear?.name ?? NO_CLASS_LABEL, sortable: false },
  { id: 'subject', header: 'Subject', cell: (row) => row.subject.name, sortable: false },
  { id: 'startDate', header: 'Start date', cell: (row) => formatDate(row.startDate), exportValue: (row) => row.startDate },
  { id: 'dueDate', header: 'Due date', cell: (row) => formatDate(row.dueDate), exportValue: (row) => row.dueDate },
  { id: 'studentsCount', header: 'Students', cell: (row) => row.studentsCount, sortable: false, className: 'text-end' },
  { id: 'submittedCount', header: 'Submitted', cell: (row) => row.submittedCount, sortable: false, className: 'text-end' },
  { id: 'gradedCount', header: 'Graded', cell: (row) => row.gradedCount, sortable: false, className: 'text-end' },
];

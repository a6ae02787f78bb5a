import type { ReactNode } from 'react';
import './assignment-summary.css';
import type { IssuedAssignmentDetail } from '@/features/assignments/api/grading-schemas';
import { formatDate } from '@/lib/format-date';

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="assignment-summary-item">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The assignment's class, dates, settings and hand-in counts, in one panel above the students. */
export function AssignmentSummary({ assignment }: { assignment: IssuedAssignmentDetail }) {
  const { settings } = assignment;
  return (
    <section aria-label="Assignment settings" className="assignment-summary">
      <dl className="assignment-summary-list">
        <Item term="Type">{assignment.assignmentType ?? 'Lesson'}</Item>
        <Item term="Class">{assignment.classYear?.name ?? 'Selected students'}</Item>
        <Item term="Subject">{assignment.subject.name}</Item>
        <Item term="Start date">{formatDate(assignment.startDate)}</Item>
        <Item term="Due date">{formatDate(assignment.dueDate)}</Item>
        {settings ? (
          <>
            <Item term="Question order">{settings.questionOrder}</Item>
            <Item term="Answer reveal">{settings.answerReveal}</Item>
            <Item term="Attempts">{settings.attempts}</Item>
          </>
        ) : null}
        <Item term="Handed in">
          {assignment.submittedCount} of {assignment.studentsCount}
        </Item>
        <Item term="Graded">
          {assignment.gradedCount} of {assignment.studentsCount}
        </Item>
      </dl>
    </section>
  );
}

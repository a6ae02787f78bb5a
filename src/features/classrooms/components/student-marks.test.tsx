import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StudentRecord } from '@/features/classrooms/api/get-student-record';
import { StudentMarks } from '@/features/classrooms/components/student-marks';

const complete = { scoreIncomplete: false, finalScoreIncomplete: false };
const record = (terms: StudentRecord['subjects'][number]['terms']): StudentRecord => ({
  subjects: [{ subjectYearId: 'sy-1', subjectName: 'Mathematics', terms }],
  attendance: [],
  remarks: [],
  conduct: [],
  heightAndWeight: [],
  promotionOutcome: null,
});
const NOTE = 'Incomplete: not every mark has been entered; a missing mark counts as 0.';

describe('StudentMarks', () => {
  it('flags a term score built from a blank mark, with a tooltip and a legend (issue 8)', () => {
    render(
      <StudentMarks
        record={record([
          { term: 1, score: 60, finalScore: 60, grade: 'B', ...complete },
          // Term 2: a blank Continuous Assessment counted as 0 gave 45 and, meaned with term 1, a B.
          { term: 2, score: 45, finalScore: 52.5, grade: 'B', scoreIncomplete: true, finalScoreIncomplete: true },
        ])}
      />,
    );
    const row = screen.getByRole('row', { name: /Mathematics/ });
    const [term1, term2] = within(row).getAllByRole('cell');
    expect(term1).toHaveTextContent(/^60 Grade B$/);
    expect(term2).toHaveTextContent('52.5* (incomplete) Grade BTerm score 45* (incomplete)');
    expect(within(term2).getAllByTitle(NOTE)).toHaveLength(2);
    expect(screen.getByText(NOTE)).toBeInTheDocument();
  });

  it('shows no legend when every score is complete', () => {
    render(<StudentMarks record={record([{ term: 1, score: 60, finalScore: 60, grade: 'B', ...complete }])} />);
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });
});

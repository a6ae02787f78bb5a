import { useWatch, type Control } from 'react-hook-form';
import { totalMarks } from '@/domain/lesson-content/marking';
import { parseMark, type GradingValues } from './grading-values';
import { countOf } from '@/domain/school/count-words';

export interface GradingTotalProps {
  control: Control<GradingValues>;
  maxMarks: ReadonlyMap<string, number>;
}

/** The running total of the typed marks; only this line re-renders as marks are typed. */
export function GradingTotal({ control, maxMarks }: GradingTotalProps) {
  const marks = useWatch({ control, name: 'marks' });
  const total = totalMarks(
    marks.map((entry) => {
      const maxMark = maxMarks.get(entry.materialId) ?? 0;
      const mark = parseMark(entry.mark);
      return { mark: mark !== null && mark <= maxMark ? mark : null, maxMark };
    }),
  );
  return (
    <p className="grading-total" aria-live="polite">
      <span className="fw-semibold">
        Total: {total.mark} / {total.maxMark}
      </span>
      {total.unmarked > 0 ? (
        <span className="text-body-secondary small ms-2">
          {`${countOf(total.unmarked, 'question')} still to mark`}
        </span>
      ) : null}
    </p>
  );
}

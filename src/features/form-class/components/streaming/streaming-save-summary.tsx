import type { EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import type { StreamingSheet } from '@/features/form-class/api/form-class-schemas';
import { OUTCOME_COL, REASON_COL } from './streaming-values';
import { countOf } from '@/domain/school/count-words';

/** What the save will send, in words: how many students, and by name every student it will retain, with the reason. */
export function StreamingSaveSummary({ store, sheet }: { store: EntryGridStore; sheet: StreamingSheet }) {
  const rows = [...new Set(store.changedCells().map((cell) => cell.row))];
  const retained = rows.filter((row) => store.getValue({ row, col: OUTCOME_COL }) === 'Retained');
  return (
    <>
      <p className="mb-0">
        Save the outcomes and streams of {countOf(rows.length, 'student')} of {sheet.classYear.name}, {sheet.classYear.academicYear.year}?
      </p>
      {retained.length > 0 ? (
        <>
          <p className="mt-3 mb-1 fw-semibold">To be retained:</p>
          <ul className="mb-0">
            {retained.map((row) => (
              <li key={row}>
                {sheet.data[row]?.student.fullName}: {store.getValue({ row, col: REASON_COL })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

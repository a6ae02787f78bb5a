import "./mark-grid.css";
import type { EntryGridController } from "@/components/entry-grid/entry-grid-controller";
import { EntryGridTable } from "@/components/entry-grid/entry-grid-table";
import type { EntryGridStore } from "@/components/entry-grid/entry-grid-store";
import type { GradebookSheet } from "@/domain/gradebook/responses";
import { useLastChangesByStudent, useMarkHistory } from "@/features/gradebook/components/mark-history";
import { MarkRow } from "@/features/gradebook/components/mark-row";
import type { FurtherValue } from "@/features/gradebook/rules/student-result";
import { INCOMPLETE_SCORE_NOTE } from "@/domain/gradebook/term-score";
import type { Term } from "@/domain/gradebook/term-score";

/** Props of {@link MarkGrid}. */
export interface MarkGridProps {
  sheet: GradebookSheet;
  term: Term;
  store: EntryGridStore;
  grid: EntryGridController;
  /** The previous term's final score per student, or null when the term carries none (1 and 3). */
  furtherByStudent: ReadonlyMap<string, FurtherValue> | null;
  readOnly: boolean;
  hintId: string;
}

const NO_FURTHER: FurtherValue = {
  finalScore: null,
  finalScoreIncomplete: false,
};

/** Students by the term's assessments, with the computed columns after the marks, and the incomplete-score legend. */
export function MarkGrid({
  sheet,
  term,
  store,
  grid,
  furtherByStudent,
  readOnly,
  hintId,
}: MarkGridProps) {
  const lastChanges = useLastChangesByStudent(sheet, term);
  const history = useMarkHistory(sheet);
  return (
    <>
      <EntryGridTable
        caption={`Marks of ${sheet.subjectYear.name}, term ${term}`}
        className="gradebook-grid"
        colgroup={
          <>
            <col className="entry-grid-index" />
            <col />
            {sheet.assessments.map((assessment) => (
              <col key={assessment.id} className="mark-grid-mark" />
            ))}
            {furtherByStudent ? <col className="mark-grid-number" /> : null}
            <col className="mark-grid-number" />
            <col className="mark-grid-number" />
            <col className="mark-grid-grade" />
          </>
        }
        headers={
          <>
            {sheet.assessments.map((assessment) => (
              <th key={assessment.id} scope="col">
                {assessment.name}
                <div className="small fw-normal text-body-secondary">
                  {assessment.typeLabel === assessment.name
                    ? ""
                    : `${assessment.typeLabel} · `}
                  out of {assessment.maxScore}
                </div>
              </th>
            ))}
            {furtherByStudent ? (
              <th scope="col" className="text-end">
                Term {term - 1} final
              </th>
            ) : null}
            <th scope="col" className="text-end">
              Term score
            </th>
            <th scope="col" className="text-end">
              Final score
            </th>
            <th scope="col" className="text-center">
              Grade
            </th>
          </>
        }
      >
        {sheet.students.map((student, row) => (
          <MarkRow
            key={student.id}
            store={store}
            grid={grid}
            row={row}
            student={student}
            assessments={sheet.assessments}
            term={term}
            further={
              furtherByStudent
                ? (furtherByStudent.get(student.id) ?? NO_FURTHER)
                : undefined
            }
            boundaries={sheet.gradeBoundaries}
            readOnly={readOnly}
            hintId={hintId}
            lastChanges={lastChanges?.get(student.id)}
            onOpenHistory={history.open}
          />
        ))}
      </EntryGridTable>
      <p
        className="small text-body-secondary mt-2 mb-0"
        id="incomplete-score-legend"
      >
        <span className="score-incomplete-sign" aria-hidden="true">
          *
        </span>{" "}
        {INCOMPLETE_SCORE_NOTE}
      </p>
      {history.dialog}
    </>
  );
}

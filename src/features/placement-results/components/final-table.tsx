import { useState } from 'react';
import Table from 'react-bootstrap/Table';
import type { PlacementSetting } from '@/features/placement-results/api/get-placement-setting';
import { FinishBar } from '@/features/placement-results/components/finish-bar';
import { StatusBadge } from '@/features/placement-results/components/status-badge';
import type { EntryRow } from '@/features/placement-results/components/use-entry-rows';

const EMPTY = '-';
const show = (value: number | string | null | undefined) => (value === null || value === undefined || value === '' ? EMPTY : String(value));

/**
 * Final mode (spec §2): every part of each applicant's result side by side — per-subject scores,
 * observation, interview and report card with their remarks — a status badge and a tick box.
 */
export function FinalTable({ rows, setting }: { rows: readonly EntryRow[]; setting: PlacementSetting }) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const tickedRows = rows.filter((row) => ticked.has(row.placementTestScheduleId));
  const allTicked = rows.length > 0 && tickedRows.length === rows.length;

  function toggle(id: string) {
    const next = new Set(ticked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setTicked(next);
  }

  return (
    <>
      {tickedRows.length > 0 ? <FinishBar ticked={tickedRows} onFinished={() => setTicked(new Set())} /> : null}
      <div className="table-responsive">
        <Table size="sm" hover className="align-middle small">
          <caption className="visually-hidden">Final placement test results</caption>
          <thead>
            <tr>
              <th scope="col">
                <input
                  type="checkbox"
                  className="form-check-input"
                  aria-label="Select all students on this page"
                  checked={allTicked}
                  onChange={() => setTicked(allTicked ? new Set() : new Set(rows.map((row) => row.placementTestScheduleId)))}
                />
              </th>
              <th scope="col">Student</th>
              {setting.subjectTests.map((subject) => (
                <th scope="col" key={subject}>{subject}</th>
              ))}
              <th scope="col">Test Score</th>
              <th scope="col">Observation Score</th>
              <th scope="col">Observation Remark</th>
              <th scope="col">Interview Score</th>
              <th scope="col">Interview Remark</th>
              <th scope="col">Report Card Score</th>
              <th scope="col">Report Card Remark</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const result = row.result;
              return (
                <tr key={row.placementTestScheduleId}>
                  <td>
                    <input
                      type="checkbox"
                      className="form-check-input"
                      aria-label={`Select ${row.studentName}`}
                      checked={ticked.has(row.placementTestScheduleId)}
                      onChange={() => toggle(row.placementTestScheduleId)}
                    />
                  </td>
                  <th scope="row" className="fw-normal text-nowrap">{row.studentName}</th>
                  {setting.subjectTests.map((subject) => (
                    <td key={subject}>{show(result?.subjectTestScores.find((item) => item.subject === subject)?.score)}</td>
                  ))}
                  <td>{show(result?.testScore)}</td>
                  <td>{show(result?.observationScore)}</td>
                  <td>{show(result?.observationRemark)}</td>
                  <td>{show(result?.interviewScore)}</td>
                  <td>{show(result?.interviewNotes)}</td>
                  <td>{show(result?.reportCardScore)}</td>
                  <td>{show(result?.reportCardRemark)}</td>
                  <td>{result?.ptResultStatus ? <StatusBadge status={result.ptResultStatus} /> : EMPTY}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </div>
    </>
  );
}

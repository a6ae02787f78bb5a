import { useState } from 'react';
import Table from 'react-bootstrap/Table';
import { TruncatedText } from '@/components/truncated-text';
import type { PlacementSetting } from '@/features/placement-results/api/get-placement-setting';
import { FinishBar } from '@/features/placement-results/components/finish-bar';
import { PlacementResultHistory } from '@/features/placement-results/components/placement-result-history';
import { StatusBadge } from '@/features/placement-results/components/status-badge';
import type { EntryRow } from '@/features/placement-results/components/use-entry-rows';

const EMPTY = '-';
const show = (value: number | string | null | undefined) => (value === null || value === undefined || value === '' ? EMPTY : String(value));

/** How wide a part's remark grows before it is cut (the whole remark is its title and unfolds on focus). */
const REMARK_WIDTH = '7.5rem';

/** The three parts with a score and a remark, each one column: the score, its remark below it. */
const PARTS = [
  { label: 'Observation', score: 'observationScore', remark: 'observationRemark' },
  { label: 'Interview', score: 'interviewScore', remark: 'interviewNotes' },
  { label: 'Report Card', score: 'reportCardScore', remark: 'reportCardRemark' },
] as const;

function PartCell({ score, remark }: { score: number | null | undefined; remark: string | null | undefined }) {
  return (
    <td>
      <div>{show(score)}</div>
      {remark ? (
        <div className="text-body-secondary">
          <TruncatedText text={remark} maxWidth={REMARK_WIDTH} />
        </div>
      ) : null}
    </td>
  );
}

/**
 * Final mode (spec §2): every part of each applicant's result side by side — per-subject scores,
 * observation, interview and report card with their remarks — a status badge and a tick box. A part's score and
 * remark share its column (the remark below, cut to one line), so the table fits a 1280 px screen with the menu shown.
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
              {PARTS.map((part) => (
                <th scope="col" key={part.label}>
                  {part.label} <span className="d-block fw-normal text-body-secondary">score · remark</span>
                </th>
              ))}
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
                  <th scope="row" className="fw-normal">
                    {row.studentName}
                    <PlacementResultHistory entry={row} />
                  </th>
                  {setting.subjectTests.map((subject) => (
                    <td key={subject}>{show(result?.subjectTestScores.find((item) => item.subject === subject)?.score)}</td>
                  ))}
                  <td>{show(result?.testScore)}</td>
                  {PARTS.map((part) => (
                    <PartCell key={part.label} score={result?.[part.score]} remark={result?.[part.remark]} />
                  ))}
                  <td className="text-nowrap">{result?.ptResultStatus ? <StatusBadge status={result.ptResultStatus} /> : EMPTY}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </div>
    </>
  );
}

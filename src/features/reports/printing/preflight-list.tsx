import Alert from 'react-bootstrap/Alert';
import './preflight-list.css';
import type { PupilPreflight } from '@/features/reports/printing/preflight';

/** Props of {@link PreflightList}. */
export interface PreflightListProps {
  problems: readonly PupilPreflight[];
  /** The classes whose season is not signed off: their reports print with the DRAFT watermark. */
  draftClasses: readonly string[];
}

/** What would print badly, pupil by pupil, and which classes print as drafts: read before printing. */
export function PreflightList({ problems, draftClasses }: PreflightListProps) {
  return (
    <div className="mb-3">
      {draftClasses.length > 0 ? (
        <Alert variant="warning" className="py-2" role="note">
          Not signed off, so printed with a DRAFT watermark: {draftClasses.join(', ')}.
        </Alert>
      ) : null}
      {problems.length === 0 ? (
        <p className="text-success mb-0">Preflight: nothing would print badly.</p>
      ) : (
        <>
          <h3 className="h6" id="batch-preflight-heading">
            Preflight: {problems.length === 1 ? "1 pupil's report" : `${problems.length} pupils' reports`} would print badly
          </h3>
          {/* A scrolling box must take focus, or keyboard users cannot scroll it (axe's scrollable-region-focusable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <ul aria-labelledby="batch-preflight-heading" className="preflight-list small mb-0" tabIndex={0}>
            {problems.map((pupil) => (
              <li key={`${pupil.className}/${pupil.studentId}`}>
                <strong>
                  {pupil.className} · {pupil.registerNumber} · {pupil.fullName}
                </strong>
                : {pupil.problems.join('; ')}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

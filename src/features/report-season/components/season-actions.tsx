import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import {
  OVERRIDE_REQUIRED_MESSAGE,
  REOPEN_REASON_REQUIRED_MESSAGE,
  SEASON_NOTE_MAX_LENGTH,
} from '@/domain/report-season/bodies';
import type { SeasonBoard } from '@/domain/report-season/responses';
import { useProofreaderCandidates } from '@/features/report-season/api/season-queries';
import { useAskProofreader, useMarkReady, useReopen, useSignOff } from '@/features/report-season/api/season-writes';
import { SeasonActionButton } from '@/features/report-season/components/season-action-button';

export interface SeasonRoles {
  formTeacher: boolean;
  principal: boolean;
}

interface SeasonActionsProps {
  board: SeasonBoard;
  gaps: number;
  roles: SeasonRoles;
  onReload: () => Promise<unknown>;
}

function NoteField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <Form.Group controlId={id} className="mt-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control as="textarea" rows={3} value={value} maxLength={SEASON_NOTE_MAX_LENGTH} onChange={(event) => onChange(event.target.value)} />
    </Form.Group>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The season's actions for whoever is looking: the form teacher's, the principal's; the backend refuses the rest. */
export function SeasonActions({ board, gaps, roles, onReload }: SeasonActionsProps) {
  const { classYear, term, season } = board;
  const markReady = useMarkReady(classYear.id, term);
  const signOff = useSignOff(classYear.id, term);
  const reopen = useReopen(classYear.id, term);
  const ask = useAskProofreader(classYear.id, term);
  const [override, setOverride] = useState('');
  const [reason, setReason] = useState('');
  const [proofreaderId, setProofreaderId] = useState(season.proofreader?.userId ?? '');
  const askingAllowed = roles.formTeacher && season.state !== 'signedOff';
  const candidates = useProofreaderCandidates(classYear.id, term, askingAllowed);
  const { version } = season;
  const canReopen = (season.state === 'ready' && (roles.formTeacher || roles.principal)) || (season.state === 'signedOff' && roles.principal);

  return (
    <div className="d-flex flex-wrap gap-2">
      {roles.formTeacher && season.state === 'open' ? (
        <SeasonActionButton
          label="Mark ready"
          title="Mark the class ready for sign-off?"
          confirmLabel="Mark ready"
          field="override"
          onReload={onReload}
          check={() => (gaps > 0 && override.trim() === '' ? OVERRIDE_REQUIRED_MESSAGE : null)}
          send={() => markReady.mutateAsync({ version, override: gaps > 0 ? override : null })}
          body={
            gaps > 0 ? (
              <>
                <p className="mb-0">
                  The board still has {plural(gaps, 'gap', 'gaps')}. The principal will see that you marked the class ready
                  anyway, and why.
                </p>
                <NoteField label="Reason for marking ready with gaps" value={override} onChange={setOverride} />
              </>
            ) : (
              <p className="mb-0">Every section of every pupil is complete. The principal can then sign the reports off.</p>
            )
          }
        />
      ) : null}
      {askingAllowed ? (
        <SeasonActionButton
          label={season.proofreader ? 'Change proofreader' : 'Ask a proofreader'}
          title="Ask a colleague to proofread the remarks"
          confirmLabel="Ask"
          variant="outline-primary"
          field="proofreaderId"
          onReload={onReload}
          check={() => (proofreaderId ? null : 'Choose a colleague.')}
          send={() => ask.mutateAsync({ version, proofreaderId })}
          body={
            <Form.Group controlId="season-proofreader">
              <Form.Label>Colleague</Form.Label>
              <Form.Select
                value={proofreaderId}
                onChange={(event) => setProofreaderId(event.target.value)}
                disabled={candidates.isPending}
              >
                <option value="">{candidates.isPending ? 'Loading your colleagues…' : 'Choose a colleague'}</option>
                {candidates.data?.map((colleague) => (
                  <option key={colleague.userId} value={colleague.userId}>
                    {colleague.name}
                  </option>
                ))}
              </Form.Select>
              {candidates.isError ? <Form.Text className="text-danger">Could not load your colleagues.</Form.Text> : null}
            </Form.Group>
          }
        />
      ) : null}
      {roles.principal && season.state === 'ready' ? (
        <SeasonActionButton
          label="Sign off"
          title={`Sign off ${classYear.name}'s term ${term} reports?`}
          confirmLabel="Sign off"
          variant="success"
          onReload={onReload}
          send={() => signOff.mutateAsync({ version })}
          body={
            <p className="mb-0">
              From then on the class's marks, remarks, conduct, attendance, height and weight and promotion of this term are
              locked until you reopen them.
              {season.readyOverride ? <> The form teacher marked it ready with gaps: “{season.readyOverride}”.</> : null}
            </p>
          }
        />
      ) : null}
      {canReopen ? (
        <SeasonActionButton
          label="Reopen"
          title="Reopen the reports?"
          confirmLabel="Reopen"
          variant="outline-danger"
          field="reason"
          onReload={onReload}
          check={() => (reason.trim() === '' ? REOPEN_REASON_REQUIRED_MESSAGE : null)}
          send={() => reopen.mutateAsync({ version, reason })}
          body={
            <>
              <p className="mb-0">
                The class goes back to in progress{season.state === 'signedOff' ? ' and its records can be edited again' : ''}.
                The reason is recorded.
              </p>
              <NoteField label="Reason for reopening" value={reason} onChange={setReason} />
            </>
          }
        />
      ) : null}
    </div>
  );
}

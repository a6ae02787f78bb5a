import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { HistoryButton } from '@/components/record-history/history-button';
import { RecordHistoryDialog } from '@/components/record-history/record-history-dialog';
import type { AuditEvent } from '@/domain/audit/responses';
import { server } from '@/mocks/node';
import { call, getJson, signIn } from '@/mocks/test-client';
import { signInAs } from '../../../tests/render-app';
import { anAuditEvent } from '../../../tests/audit-event';
import { renderWithProviders } from '../../../tests/test-utils';

const MATHS = 'sy-primary-4-courage-mathematics';

interface Sheet {
  students: { id: string }[];
  assessments: { id: string }[];
  scores: { studentId: string; assessmentId: string; score: number | null; version: number }[];
}

/** Saves the first pupil's first mark of term 2 through the API, as `token`'s session; answers the mark's record id. */
async function saveMark(token: string, score: number | null) {
  const { body } = await getJson<Sheet>(`/subject-years/${MATHS}/gradebook?term=2`, token);
  const studentId = body.students[0]!.id;
  const assessmentId = body.assessments[0]!.id;
  const read = body.scores.find((cell) => cell.studentId === studentId && cell.assessmentId === assessmentId);
  const response = await call(`/subject-years/${MATHS}/gradebook/scores`, {
    method: 'PUT',
    token,
    json: { term: 2, scores: [{ studentId, assessmentId, score, version: read?.version ?? 0 }] },
  });
  expect(response.status).toBe(200);
  return { recordId: `${assessmentId}:${studentId}`, before: read?.score ?? null };
}

/** A session handed off from the admin portal, as the principal's own portal session mints it. */
async function handedOff(username: 'principal') {
  const token = await signIn(username);
  const minted = (await (await call('/auth/handoff-codes', { method: 'POST', token })).json()) as { code: string };
  const exchanged = await call('/auth/handoff', { method: 'POST', json: { code: minted.code } });
  return ((await exchanged.json()) as { accessToken: string }).accessToken;
}

/** A page with a button that opens the dialog, as a screen's History button does. */
function Opener({ recordType, recordId }: { recordType: string; recordId: string }) {
  const [show, setShow] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setShow(true)}>
        History
      </button>
      <RecordHistoryDialog show={show} onHide={() => setShow(false)} recordType={recordType} recordId={recordId} title="Weighted Assessment 1 for Tan" />
    </>
  );
}

async function openHistory(recordType: string, recordId: string) {
  await signInAs('teacher');
  const view = renderWithProviders(<Opener recordType={recordType} recordId={recordId} />);
  await view.user.click(screen.getByRole('button', { name: 'History' }));
  const dialog = await screen.findByRole('dialog', { name: 'History of Weighted Assessment 1 for Tan' });
  return { ...view, dialog };
}

const entriesOf = (dialog: HTMLElement) => within(within(dialog).getByRole('list', { name: 'Changes, newest first' })).getAllByRole('listitem').filter((item) => item.classList.contains('record-history-entry'));

describe('the record history dialog', () => {
  it('lists every change newest first: who, through the admin portal, when, and each value before → after', async () => {
    const teacher = await signIn('teacher');
    const first = await saveMark(teacher, 11);
    await saveMark(teacher, 12);
    await saveMark(await handedOff('principal'), null);
    const { dialog } = await openHistory('Mark', first.recordId);

    const entries = await waitFor(() => {
      const found = entriesOf(dialog);
      expect(found).toHaveLength(3);
      return found;
    });
    expect(entries[0]).toHaveTextContent('Mdm Siti Rahmah');
    expect(entries[0]).toHaveTextContent('through the admin portal');
    expect(entries[0]).toHaveTextContent('Mark: 12 → blank');
    expect(entries[1]).toHaveTextContent('Ms Priya Nair');
    expect(entries[1]).not.toHaveTextContent('admin portal');
    expect(entries[1]).toHaveTextContent('Mark: 11 → 12');
    expect(entries[2]).toHaveTextContent(`Mark: ${first.before ?? 'blank'} → 11`);
    // When, in the school's words: "Sun 29 Nov 2026, 09:30".
    expect(within(entries[0]!).getByText(/^\w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/)).toHaveAttribute('datetime');
  });

  it('says so when nothing has been recorded, and closes with Escape back to the button that opened it', async () => {
    const { body } = await getJson<Sheet>(`/subject-years/${MATHS}/gradebook?term=2`, await signIn('teacher'));
    const { dialog, user } = await openHistory('Mark', `${body.assessments[1]!.id}:${body.students[2]!.id}`);
    expect(await within(dialog).findByText('No changes recorded yet.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'History' })).toHaveFocus();
  });

  it('names whose account was used, and reads lists and yes/no in words', async () => {
    const event: AuditEvent = {
      id: 'e-1',
      operationId: 'op-1',
      operation: 'PUT /cca/members/{id}',
      kind: 'change',
      at: '2026-11-21T01:30:00.000Z',
      actor: { id: 'u-principal', name: 'Mdm Siti Rahmah' },
      onBehalfOf: { id: 'u-teacher', name: 'Ms Priya Nair' },
      via: 'sign-in',
      record: { type: 'CcaMember', id: 'm-1', label: 'Choir · Tan' },
      studentId: null,
      classYearId: null,
      term: null,
      section: 'CCA',
      changes: [
        { field: 'awards', label: 'Awards', before: [], after: ['Gold', 'Silver'] },
        { field: 'leader', label: 'Leader', before: false, after: true },
      ],
    };
    server.use(http.get('*/history/:recordType/:recordId', () => HttpResponse.json({ data: [event] })));
    const { dialog } = await openHistory('CcaMember', 'm-1');
    const [entry] = await waitFor(() => {
      const found = entriesOf(dialog);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(entry).toHaveTextContent('Mdm Siti Rahmah as Ms Priya Nair');
    expect(entry).toHaveTextContent('Awards: blank → Gold, Silver');
    expect(entry).toHaveTextContent('Leader: no → yes');
  });

  it('says the history could not be loaded, and reads it again on Retry', async () => {
    let failing = true;
    server.use(
      http.get('*/history/:recordType/:recordId', () =>
        failing ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : HttpResponse.json({ data: [] }),
      ),
    );
    const { dialog, user } = await openHistory('Mark', 'a:b');
    expect(await within(dialog).findByText('Server error')).toBeInTheDocument();
    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('No changes recorded yet.')).toBeInTheDocument();
  });

  it('opens from a HistoryButton in one click, asks nothing before, and shows only the sections it is given', async () => {
    const event = (id: string, section: AuditEvent['section'], field: string, label: string) =>
      anAuditEvent({ id, operationId: `op-${id}`, section, changes: [{ field, label, before: null, after: 'A' }] });
    let asked = 0;
    server.use(
      http.get('*/history/:recordType/:recordId', () => {
        asked += 1;
        return HttpResponse.json({ data: [event('e-2', 'Conduct', 'conduct', 'Conduct'), event('e-1', 'Remarks', 'remark', 'Remark')] });
      }),
    );
    await signInAs('homeroom');
    const { user } = renderWithProviders(<HistoryButton recordType="TermRecord" recordId="tr-1" title="Remark · Tan" sections={['Remarks']} />);
    expect(asked).toBe(0);
    await user.click(screen.getByRole('button', { name: 'History of Remark · Tan' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of Remark · Tan' });
    const [entry] = await waitFor(() => {
      const found = entriesOf(dialog);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(entry).toHaveTextContent('Remark: blank → A');
    expect(dialog).not.toHaveTextContent('Conduct');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { entryDraftKey, readEntryDraft } from '@/components/entry-grid/entry-drafts';
import { db } from '@/mocks/db';
import { call, signIn } from '@/mocks/test-client';
import { renderApp } from '../../../../tests/render-app';

const ROBOTICS = 'ccay-2026-robotics-club';
const SLOW = { timeout: 10_000 };

async function openGrades(
  url = `/ccaYear/${ROBOTICS}/ay-2026`,
  user: 'teacher' | 'principal' | 'newcomer' = 'teacher',
) {
  const app = await renderApp({ user, url });
  const table = await screen.findByRole('table', { name: /^Participation grades of/ }, SLOW);
  const inputs = within(table).getAllByRole('textbox') as HTMLInputElement[];
  return { ...app, table, inputs };
}
const membersOf = (id: string) =>
  db.ccaMembers
    .filter((row) => row.ccaYearId === id)
    .sort((a, b) => db.students.get(a.studentId)!.fullName.localeCompare(db.students.get(b.studentId)!.fullName, 'en'));

describe('CCA grading grid', () => {
  it('grades members by keyboard, flags invalid values, and saves only the changed cells after confirming', async () => {
    const { user, inputs } = await openGrades();
    expect(screen.getByRole('heading', { level: 1, name: 'Robotics Club' })).toBeInTheDocument();
    expect(screen.getByText(/Clubs and Societies · meets Tuesday · Orchard Campus · 2026\/2027/)).toBeInTheDocument();
    await user.click(inputs[0]!);
    await user.keyboard('95{ArrowRight}e{Enter}');
    expect(inputs[3]).toHaveFocus();
    await user.keyboard('Great');
    expect(inputs[3]).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Fix 1 invalid value before saving.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save grades' })).toBeDisabled();
    await user.clear(inputs[3]!);
    await user.type(inputs[3]!, 'needs improvement');
    expect(screen.getByText('3 unsaved changes.')).toBeInTheDocument();
    const firstRow = inputs[0]!.closest('tr')!;
    expect(within(firstRow).getByText('Graded')).toBeInTheDocument();
    expect(within(inputs[3]!.closest('tr')!).getByText('Attendance missing')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save grades' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save grades?' });
    expect(dialog).toHaveTextContent('Save 3 changed values of Robotics Club, 2026/2027?');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Grades saved.')).toBeInTheDocument();
    const [first, second] = membersOf(ROBOTICS);
    expect(first).toMatchObject({ attendance: 95, grade: 'EXCELLENT' });
    expect(second).toMatchObject({ attendance: null, grade: 'NEEDS_IMPROVEMENT' });
    expect(await screen.findByText('No unsaved changes.')).toBeInTheDocument();
  });

  it('keeps the typed grades when someone else saved in between (409), and saves them over the latest', async () => {
    const { user, inputs } = await openGrades();
    await user.click(inputs[0]!);
    await user.keyboard('80');
    // Another teacher in charge saves while this one types.
    const other = membersOf(ROBOTICS)[1]!;
    db.ccaMembers.update(other.id, { grade: 'GOOD' });
    db.ccaYears.update(ROBOTICS, { gradesVersion: db.ccaYears.get(ROBOTICS)!.gradesVersion + 1 });

    await user.click(screen.getByRole('button', { name: 'Save grades' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Save grades?' })).getByRole('button', { name: 'Save' }),
    );
    expect(await screen.findByText(/Someone else saved grades for this CCA since you opened it/)).toBeInTheDocument();
    expect(inputs[0]).toHaveValue('80');
    expect(
      readEntryDraft(entryDraftKey({ userId: 'u-teacher', screen: 'cca-grades', scope: `${ROBOTICS}:${db.ccaYears.get(ROBOTICS)!.academicYearId}` })),
    ).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load the latest grades' }));
    await waitFor(() => expect(screen.getAllByRole('textbox')[3]).toHaveValue('Good'));
    expect(screen.getAllByRole('textbox')[0]).toHaveValue('80');
    await user.click(screen.getByRole('button', { name: 'Save grades' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Save grades?' })).getByRole('button', { name: 'Save' }),
    );
    expect(await screen.findByText('Grades saved.')).toBeInTheDocument();
    expect(membersOf(ROBOTICS)[0]).toMatchObject({ attendance: 80 });
    expect(membersOf(ROBOTICS)[1]).toMatchObject({ grade: 'GOOD' });
  });

  it('takes attendance and grades pasted from a spreadsheet, two columns at once', async () => {
    const { inputs } = await openGrades();
    fireEvent.paste(inputs[2]!, {
      clipboardData: { getData: (type: string) => (type === 'text/plain' ? '88\tGood\n70%\ts\n' : '') },
    });
    expect(inputs.slice(2, 6).map((input) => input.value)).toEqual(['88', 'Good', '70%', 's']);
    expect(screen.getByText('4 unsaved changes.')).toBeInTheDocument();
    fireEvent.paste(inputs[0]!, { clipboardData: { getData: () => '101\tsuperb\tx' } });
    expect(
      await screen.findByText('2 pasted values are not valid and are highlighted; fix them before saving.'),
    ).toBeInTheDocument();
    expect(screen.getByText('1 pasted value did not fit in the grid and was left out.')).toBeInTheDocument();
    expect(inputs[1]).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a past year read-only, saying why', async () => {
    const { inputs } = await openGrades('/ccaYear/ccay-2025-robotics-club/ay-2025');
    expect(inputs[0]).toHaveAttribute('readonly');
    expect(
      screen.getByText('The 2025/2026 academic year is over: its grades can no longer change.'),
    ).toBeInTheDocument();
  });

  it('shows the newcomer, who may only view, a read-only grid', async () => {
    const { inputs } = await openGrades('/ccaYear/ccay-2026-drama-club/ay-2026', 'newcomer');
    expect(inputs[0]).toHaveAttribute('readonly');
    expect(screen.getByText('You may view these grades but not change them.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Assign students' })).not.toBeInTheDocument();
  });

  it('opens a member’s history from their row: the teacher’s save, before → after, read by the principal', async () => {
    const member = membersOf(ROBOTICS)[0]!;
    const name = db.students.get(member.studentId)!.fullName;
    const saved = await call(`/cca-years/${ROBOTICS}/grades`, {
      method: 'PUT',
      token: await signIn('teacher'),
      json: { version: db.ccaYears.get(ROBOTICS)!.gradesVersion, grades: [{ studentId: member.studentId, attendance: 88 }] },
    });
    expect(saved.status).toBe(200);
    const { user, table } = await openGrades(`/ccaYear/${ROBOTICS}/ay-2026`, 'principal');
    await user.click(within(table).getByRole('button', { name: `History of Robotics Club · ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: `History of Robotics Club · ${name}` });
    const entry = await within(dialog).findByText(`Attendance: ${member.attendance ?? 'blank'} → 88`, {}, SLOW);
    expect(entry.closest('.record-history-entry')).toHaveTextContent('Ms Priya Nair');
  });

  it('tells a teacher who does not run the CCA so', async () => {
    await renderApp({ user: 'teacher', url: '/ccaYear/ccay-2026-choir/ay-2026' });
    expect(await screen.findByText('You are not in charge of this CCA.', {}, SLOW)).toBeInTheDocument();
  });
});

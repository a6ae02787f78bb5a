import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderApp } from '../../../../tests/render-app';

const CHESS = 'ccay-2026-chess-club';
const ROBOTICS = 'ccay-2026-robotics-club';
const SLOW = { timeout: 10_000 };

const membersOf = (id: string) => db.ccaMembers.filter((row) => row.ccaYearId === id);
/** A student of the campus in no CCA this year. */
function freeStudent() {
  const busy = new Set(db.ccaMembers.filter((row) => row.academicYearId === 'ay-2026').map((row) => row.studentId));
  return db.students.find((student) => student.branchId === 'br-1' && !busy.has(student.id))!;
}

async function open(ccaYearId: string) {
  const app = await renderApp({ user: 'teacher', url: `/ccaYearAssignment/${ccaYearId}` });
  await screen.findByRole('heading', { level: 2, name: 'Add students' }, SLOW);
  return app;
}

async function pick(user: UserEvent, fullName: string) {
  const box = screen.getByRole('combobox', { name: 'Students' });
  await user.click(box);
  await user.type(box, fullName);
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${fullName}`) }, SLOW));
  await user.keyboard('{Escape}');
}

describe('CCA assignment', () => {
  it('refuses a student at capacity before sending, saying the CCA is full', async () => {
    const { user } = await open(CHESS);
    expect(screen.getByText(/16 of 16 places taken/)).toBeInTheDocument();
    const student = freeStudent();
    await pick(user, student.fullName);
    expect(await screen.findByText('Chess Club is full: all 16 places are taken.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign 1 student' })).toBeDisabled();
    expect(membersOf(CHESS)).toHaveLength(16);
  });

  it('names the CCA a student already attends on the same day, and assigns nobody', async () => {
    const { user } = await open(ROBOTICS);
    const footballer = db.students.get(membersOf('ccay-2026-football')[0]!.studentId)!;
    await pick(user, footballer.fullName);
    expect(
      await screen.findByText(`${footballer.fullName} already attends Football on Tuesday, the same day as this CCA.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign 1 student' })).toBeDisabled();
  });

  it('assigns a free student, and shows the server’s refusal when the CCA filled up meanwhile', async () => {
    const { user } = await open(ROBOTICS);
    const student = freeStudent();
    await pick(user, student.fullName);
    await user.click(screen.getByRole('button', { name: 'Assign 1 student' }));
    expect(await screen.findByText(`1 student assigned to Robotics Club.`)).toBeInTheDocument();
    expect(membersOf(ROBOTICS).some((row) => row.studentId === student.id)).toBe(true);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Members (18)' })).toBeInTheDocument());

    const next = freeStudent();
    await pick(user, next.fullName);
    db.ccaYears.update(ROBOTICS, { capacity: 18 });
    await user.click(screen.getByRole('button', { name: 'Assign 1 student' }));
    expect(await screen.findByText('Robotics Club is full: all 18 places are taken.')).toBeInTheDocument();
    expect(membersOf(ROBOTICS).some((row) => row.studentId === next.id)).toBe(false);
  });

  it('removes a member after confirming', async () => {
    const { user } = await open(ROBOTICS);
    const member = db.students.get(membersOf(ROBOTICS)[0]!.studentId)!;
    await user.click(screen.getByRole('button', { name: `Remove ${member.fullName}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove member?' });
    expect(dialog).toHaveTextContent(
      `Remove ${member.fullName} from Robotics Club? Their attendance and grade for 2026/2027 are removed too.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(membersOf(ROBOTICS).some((row) => row.studentId === member.id)).toBe(false));
    expect(await screen.findByRole('heading', { level: 2, name: 'Members (16)' })).toBeInTheDocument();
  });
});

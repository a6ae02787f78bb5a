import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { remarkIssueMessages } from '@/domain/report-season/remark-checks';
import { renderApp } from '../../../../tests/render-app';

// The demo homeroom class's term 2 carries one seeded remark per slip (src/mocks/classrooms/seed-remark-slips.ts).
const URL = '/remark/cy-primary-5-courage/ay-2026?term=2';

async function openRemarks() {
  const app = await renderApp({ user: 'homeroom', url: URL });
  const table = await screen.findByRole('table', { name: 'Remarks of Primary 5 Courage, term 2' }, { timeout: 8000 });
  const editors = within(table).getAllByRole('textbox') as HTMLTextAreaElement[];
  return { ...app, table, editors };
}

const rowOf = (editor: HTMLElement) => editor.closest('tr') as HTMLElement;

describe('remark checks in the remark grid', () => {
  it("names a seeded slip on its remark, and drops it once the remark is fixed, without blocking the save", async () => {
    const { editors } = await openRemarks();
    const doubled = editors.find((editor) => / {2}/.test(editor.value));
    if (!doubled) throw new Error('The seed has no double-spaced remark');
    expect(within(rowOf(doubled)).getByText(`Check: ${remarkIssueMessages.doubleSpaces()}`)).toBeInTheDocument();
    expect(doubled).toHaveAccessibleDescription(expect.stringContaining(`Check: ${remarkIssueMessages.doubleSpaces()}`));

    fireEvent.input(doubled, { target: { value: doubled.value.replace(/ {2,}/g, ' ') } });
    expect(within(rowOf(doubled)).queryByText(`Check: ${remarkIssueMessages.doubleSpaces()}`)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save remarks' })).toBeEnabled();
  });

  it("warns as the teacher types another pupil's name, and clears when she corrects it", async () => {
    const { editors, table } = await openRemarks();
    const names = within(table).getAllByRole('rowheader').map((cell) => cell.textContent ?? '');
    const editor = editors[0];
    if (!editor) throw new Error('The class has no students');
    const row = rowOf(editor);
    expect(within(row).queryByText(/^Check: Names another pupil/)).not.toBeInTheDocument();

    // A classmate's full name (without Han characters) always names them.
    const classmate = names.find((name, index) => index > 0 && !name.split(' ').some((word) => (names[0] ?? '').includes(word))) ?? '';
    const classmateLatin = classmate.replace(/\s*\p{Script=Han}+$/u, '');
    const own = (names[0] ?? '').replace(/\s*\p{Script=Han}+$/u, '');
    fireEvent.input(editor, { target: { value: `${own} helped ${classmateLatin} with the class garden.` } });
    expect(within(row).getByText(`Check: Names another pupil: ${classmateLatin}`)).toBeInTheDocument();

    fireEvent.input(editor, { target: { value: `${own} looks after the class garden.` } });
    expect(within(row).queryByText(/^Check: Names another pupil/)).not.toBeInTheDocument();
    expect(within(row).queryByRole('listitem')).not.toBeInTheDocument();
  });
});

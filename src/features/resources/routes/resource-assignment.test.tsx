import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { teacherLesson } from '../../../../tests/resources/resource-fixtures';
import { renderApp } from '../../../../tests/render-app';

const SLOW = { timeout: 8000 };

describe('assignment page', () => {
  it('shows the settings and lets the setter change them, checking the dates', async () => {
    const { content, url } = teacherLesson('revision', 'assignment');
    const { user } = await renderApp({ user: 'teacher', url });
    const settings = await screen.findByRole('region', { name: 'Settings' }, SLOW);
    expect(within(settings).getByText('Assignment type')).toBeInTheDocument();
    expect(within(settings).getByText(content.settings!.answerReveal)).toBeInTheDocument();

    await user.click(within(settings).getByRole('button', { name: 'Edit settings' }));
    await user.selectOptions(within(settings).getByLabelText('Answer reveal'), 'Immediately After Attempts Ran Out');
    await user.selectOptions(within(settings).getByLabelText('Question order'), 'Random');
    const due = within(settings).getByLabelText('Due date');
    await user.clear(due);
    await user.type(due, '01/01/2020{Tab}');
    await user.click(within(settings).getByRole('button', { name: 'Save settings' }));
    expect(await within(settings).findByText('The due date cannot be before the start date.')).toBeInTheDocument();

    await user.clear(due);
    await user.type(due, '31/12/2027{Tab}');
    await user.click(within(settings).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(within(settings).getByText('31 Dec 2027')).toBeInTheDocument(), SLOW);
    expect(within(settings).getByText('Immediately After Attempts Ran Out')).toBeInTheDocument();
    expect(db.resourceContents.get(content.id)?.settings).toMatchObject({ answerReveal: 'Immediately After Attempts Ran Out', questionOrder: 'Random', dueDate: '2027-12-31' });
  });

  it('shows a refusal that names none of the settings above the fields', async () => {
    const { url } = teacherLesson('revision', 'assignment');
    server.use(
      http.put('*/api/resource-assignments/:assignmentId', () =>
        HttpResponse.json(
          { message: 'The assignment has invalid fields.', errors: { name: 'The name is taken in this chapter.' } },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderApp({ user: 'teacher', url });
    const settings = await screen.findByRole('region', { name: 'Settings' }, SLOW);
    await user.click(within(settings).getByRole('button', { name: 'Edit settings' }));
    await user.click(within(settings).getByRole('button', { name: 'Save settings' }));
    expect(await within(settings).findByText('The name is taken in this chapter.')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderWithProviders } from '../../../../../tests/test-utils';
import { CreateAssignmentDialog } from './create-assignment-dialog';

describe('new assignment dialog', () => {
  it('shows a refusal that names no field of the dialog inside it, and one that names a field at that field', async () => {
    server.use(
      http.post('*/api/chapters/:chapterId/assignments', () =>
        HttpResponse.json(
          {
            message: 'The assignment has invalid fields.',
            errors: { name: 'An assignment of this name exists.', chapterId: 'This chapter is archived.' },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderWithProviders(<CreateAssignmentDialog show subjectId="s1" chapterId="c1" onHide={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'New assignment' });
    await user.type(within(dialog).getByLabelText('Assignment name'), 'Fractions quiz');
    await user.click(within(dialog).getByRole('button', { name: 'Create assignment' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This chapter is archived.');
    expect(within(dialog).getByLabelText('Assignment name')).toHaveAccessibleDescription('An assignment of this name exists.');
  });
});

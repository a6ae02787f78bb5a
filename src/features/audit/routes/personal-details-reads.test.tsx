import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PERSONAL_DETAILS_LOG_MESSAGE } from '@/mocks/audit/handlers';
import { server } from '@/mocks/node';
import { getJson, signIn } from '@/mocks/test-client';
import { renderApp, waitForPath } from '../../../../tests/render-app';

// The principal's log of who read pupils' personal details (issue 24 §3).

describe('the personal details log', () => {
  it("shows the principal a read of a pupil's particulars, by whom", async () => {
    const token = await signIn('homeroom');
    const { body } = await getJson<{ data: Array<{ id: string; fullName: string }> }>('/class-years/cy-primary-5-courage/students', token);
    const pupil = body.data[0]!;
    await getJson(`/students/${pupil.id}`, token);
    await renderApp({ user: 'principal', url: '/audit/personal-details-reads' });
    const table = await screen.findByRole('table', { name: 'Reads of pupils’ personal details' });
    const row = (await within(table).findAllByText(pupil.fullName))[0]!.closest('tr')!;
    expect(within(row).getByText('Mr Daniel Tan')).toBeInTheDocument();
  });

  it('keeps a teacher out: the menu has no entry and the address leads to "not authorized"', async () => {
    const { router } = await renderApp({ user: 'teacher', url: '/audit/personal-details-reads' });
    await waitForPath(router, '/not-authorized');
  });

  it("says the backend's refusal in words when it answers 403", async () => {
    server.use(http.get('*/api/audit/personal-details-reads', () => HttpResponse.json({ message: PERSONAL_DETAILS_LOG_MESSAGE }, { status: 403 })));
    await renderApp({ user: 'principal', url: '/audit/personal-details-reads' });
    expect(await screen.findByText(PERSONAL_DETAILS_LOG_MESSAGE)).toBeInTheDocument();
  });
});

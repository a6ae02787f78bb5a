import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { isMutationInFlight, useSingleFlightMutation } from '@/lib/use-single-flight-mutation';
import { server } from '@/mocks/node';
import { renderWithProviders } from '../../tests/test-utils';

/** A server that answers after `release()`, counting what it received. */
function slowThings() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const received: unknown[] = [];
  server.use(
    http.post('*/api/things', async ({ request }) => {
      received.push(await request.json());
      await gate;
      return HttpResponse.json({ ok: true });
    }),
  );
  return { received, release };
}

function SaveThing({ label = 'Save' }: { label?: string }) {
  const [outcomes, setOutcomes] = useState<string[]>([]);
  const mutation = useSingleFlightMutation({
    mutationKey: ['things', 'save'],
    mutationFn: (name: string) => apiClient.post('/things', { name }),
  });
  const save = () =>
    mutation.mutateAsync(label).then(
      () => setOutcomes((all) => [...all, 'saved']),
      (error: unknown) => setOutcomes((all) => [...all, isMutationInFlight(error) ? 'ignored' : 'failed']),
    );
  return (
    <>
      <button type="button" onClick={() => void save()}>
        {label}
      </button>
      <p>
        {label}: {outcomes.join(', ')}
      </p>
    </>
  );
}

describe('useSingleFlightMutation', () => {
  it('sends one request for three clicks in one tick; the repeats are ignored, not failed', async () => {
    const { received, release } = slowThings();
    renderWithProviders(<SaveThing />);
    const button = screen.getByRole('button', { name: 'Save' });
    button.click();
    button.click();
    button.click();
    expect(await screen.findByText('Save: ignored, ignored')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Save: ignored, ignored, saved')).toBeInTheDocument();
    expect(received).toEqual([{ name: 'Save' }]);
  });

  it('is shared by every component using the same key, and lets the next one through once settled', async () => {
    const { received, release } = slowThings();
    renderWithProviders(
      <>
        <SaveThing label="First" />
        <SaveThing label="Second" />
      </>,
    );
    screen.getByRole('button', { name: 'First' }).click();
    screen.getByRole('button', { name: 'Second' }).click();
    expect(await screen.findByText('Second: ignored')).toBeInTheDocument();
    release();
    expect(await screen.findByText('First: saved')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Second' }).click();
    expect(await screen.findByText('Second: ignored, saved')).toBeInTheDocument();
    expect(received).toEqual([{ name: 'First' }, { name: 'Second' }]);
  });
});

// Issue 8, item 6: every mutation of the code base goes through the one shared mechanism.
describe('mutations in the code base', () => {
  const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });

  it('finds the sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
  });

  it('calls useMutation only inside useSingleFlightMutation', () => {
    const offenders = Object.entries(sources)
      .filter(([path, text]) => !path.endsWith('/lib/use-single-flight-mutation.ts') && /\buseMutation\s*[<(]/.test(text))
      .map(([path]) => path);
    expect(offenders).toEqual([]);
  });
});

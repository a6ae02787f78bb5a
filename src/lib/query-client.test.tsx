import { useMutation, useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { MALFORMED_RESPONSE_MESSAGE, NETWORK_ERROR_MESSAGE } from '@/lib/api-error';
import { fetchList } from '@/lib/list-query';
import { shouldRetryQuery } from '@/lib/query-client';
import { sharedRootKey } from '@/lib/query-keys';
import { server } from '@/mocks/node';
import { renderWithProviders } from '../../tests/test-utils';

function Things() {
  const query = useQuery({
    queryKey: ['things'],
    queryFn: ({ signal }) => fetchList('/things', { page: 0 }, z.object({ id: z.string() }), signal),
    meta: { errorMessage: 'Could not load things' },
  });
  return <p>{query.isSuccess ? `${query.data.data.length} things` : 'waiting'}</p>;
}

function SaveThing({ suppress = false }: { suppress?: boolean }) {
  const mutation = useMutation({
    mutationFn: () => apiClient.post('/things', { name: 'x' }),
    meta: { successMessage: 'Saved the thing', suppressErrorToast: suppress },
  });
  return (
    <button type="button" onClick={() => mutation.mutate()}>
      Save
    </button>
  );
}

describe('createQueryClient', () => {
  it('shows the server message of a 500 in one danger toast', async () => {
    server.use(http.get('*/api/things', () => HttpResponse.json({ message: 'Database is down' }, { status: 500 })));
    renderWithProviders(<Things />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('falls back to the meta message when the server says nothing', async () => {
    server.use(http.get('*/api/things', () => new HttpResponse(null, { status: 503 })));
    renderWithProviders(<Things />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load things');
  });

  it('explains a malformed answer clearly', async () => {
    server.use(http.get('*/api/things', () => new HttpResponse('{"data": [oops', { headers: { 'Content-Type': 'application/json' } })));
    renderWithProviders(<Things />);
    expect(await screen.findByRole('alert')).toHaveTextContent(MALFORMED_RESPONSE_MESSAGE);
  });

  it('explains a network error clearly', async () => {
    server.use(http.get('*/api/things', () => HttpResponse.error()));
    renderWithProviders(<Things />);
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
  });

  it('toasts a mutation success and its server error, unless suppressed', async () => {
    server.use(http.post('*/api/things', () => HttpResponse.json({ id: '1' }, { status: 201 })));
    const { user, unmount } = renderWithProviders(<SaveThing />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved the thing')).toBeInTheDocument();
    unmount();

    server.use(http.post('*/api/things', () => HttpResponse.json({ message: 'Name is taken' }, { status: 422 })));
    const second = renderWithProviders(<SaveThing />);
    await second.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name is taken');
    second.unmount();

    const third = renderWithProviders(<SaveThing suppress />);
    await third.user.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves a 401 of a mutation to the session-ended notice', async () => {
    server.use(http.post('*/api/things', () => HttpResponse.json({ message: 'Your session has ended.' }, { status: 401 })));
    const { user } = renderWithProviders(<SaveThing />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

/** A fetcher that answers how many times it was called. */
function countingFetcher(): () => Promise<number> {
  let count = 0;
  return () => {
    count += 1;
    return Promise.resolve(count);
  };
}

/** A list another feature owns, and a write elsewhere that names its root. */
function IssueWhileAssignmentsShow({ fetchList }: { fetchList: () => Promise<number> }) {
  const list = useQuery({ queryKey: [...sharedRootKey('assignments'), 'list', {}], queryFn: fetchList });
  const issue = useMutation({ mutationFn: () => Promise.resolve(), meta: { invalidates: ['assignments'] } });
  return (
    <>
      <p>{`fetched ${list.data ?? 0} time(s)`}</p>
      <button type="button" onClick={() => issue.mutate()}>
        Issue
      </button>
    </>
  );
}

describe('shared-root invalidation', () => {
  it("refreshes another feature's list that a write names in meta.invalidates", async () => {
    const { user } = renderWithProviders(<IssueWhileAssignmentsShow fetchList={countingFetcher()} />);
    expect(await screen.findByText('fetched 1 time(s)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Issue' }));
    expect(await screen.findByText('fetched 2 time(s)')).toBeInTheDocument();
  });
});

describe('shouldRetryQuery', () => {
  const withStatus = (status?: number) =>
    new AxiosError('x', 'ERR', undefined, undefined, status === undefined ? undefined : {
      status, statusText: '', data: null, headers: {}, config: { headers: new AxiosHeaders() },
    });

  it('retries network errors and 5xx at most twice, never 4xx or parse errors', () => {
    expect(shouldRetryQuery(0, withStatus())).toBe(true);
    expect(shouldRetryQuery(1, withStatus(502))).toBe(true);
    expect(shouldRetryQuery(2, withStatus(502))).toBe(false);
    expect(shouldRetryQuery(0, withStatus(404))).toBe(false);
    expect(shouldRetryQuery(0, new Error('parse'))).toBe(false);
  });
});

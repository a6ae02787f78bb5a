import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SearchableSelect } from '@/components/searchable-select/searchable-select';
import { server } from '@/mocks/node';
import { renderWithProviders } from '../../../tests/test-utils';

const THINGS = Array.from({ length: 12 }, (_, index) => ({
  id: `t${index + 1}`,
  name: `Thing ${String(index + 1).padStart(2, '0')}`,
}));

let requests: URLSearchParams[] = [];
let created: unknown[] = [];

beforeEach(() => {
  requests = [];
  created = [];
  server.use(
    http.get('*/api/things', ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const search = params.get('name')?.toLowerCase() ?? '';
      const ids = params.get('ids')?.split(',');
      const rows = THINGS.filter((thing) => (ids ? ids.includes(thing.id) : thing.name.toLowerCase().includes(search)));
      const page = Number(params.get('page') ?? 0);
      const size = Number(params.get('pageSize') ?? 10);
      return HttpResponse.json({ data: size ? rows.slice(page * size, (page + 1) * size) : rows, count: rows.length });
    }),
    http.get('*/api/things/:id', ({ params }) => {
      const thing = THINGS.find((candidate) => candidate.id === params.id);
      return thing ? HttpResponse.json(thing) : HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
    http.post('*/api/things', async ({ request }) => {
      created.push(await request.json());
      return HttpResponse.json({ id: 'new-1' }, { status: 201 });
    }),
  );
});

function Single({ initial = null, creatable = false }: { initial?: string | null; creatable?: boolean }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <SearchableSelect
        resource="/things"
        label="Thing"
        value={value}
        onChange={setValue}
        creatable={creatable}
        createConfig={{ entity: 'Subject', field: 'name', extraFields: { code: 'CH' } }}
      />
      <output>value: {value ?? 'none'}</output>
    </>
  );
}

function Multi({ initial }: { initial: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <SearchableSelect multiple resource="/things" label="Things" value={value} onChange={setValue} />
      <output>value: {value.join(',')}</output>
    </>
  );
}

const listRequests = () => requests.filter((params) => !params.has('ids'));

describe('SearchableSelect', () => {
  it('asks for page 0 of 5 with the field selection and loads more while count says so', async () => {
    const { user } = renderWithProviders(<Single />);
    const combobox = screen.getByRole('combobox', { name: 'Thing' });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(requests).toHaveLength(0);
    await user.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const listbox = await screen.findByRole('listbox', { name: 'Thing' });
    await within(listbox).findByRole('option', { name: 'Thing 01' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(6);
    expect(requests[0]?.get('page')).toBe('0');
    expect(requests[0]?.get('pageSize')).toBe('5');
    expect(requests[0]?.get('fields')).toBe('["id","name"]');

    await user.click(within(listbox).getByRole('option', { name: 'Load more' }));
    await within(listbox).findByRole('option', { name: 'Thing 10' });
    expect(requests[1]?.get('page')).toBe('1');
    await user.click(within(listbox).getByRole('option', { name: 'Load more' }));
    await within(listbox).findByRole('option', { name: 'Thing 12' });
    expect(within(listbox).queryByRole('option', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('debounces the search by 500 ms and sends it under the search key', async () => {
    const { user } = renderWithProviders(<Single />);
    await user.click(screen.getByRole('combobox', { name: 'Thing' }));
    await screen.findByRole('option', { name: 'Thing 01' });
    const started = Date.now();
    await user.keyboard('g 12');
    expect(listRequests().filter((params) => params.has('name'))).toHaveLength(0);
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Thing 12']));
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    const searches = listRequests().filter((params) => params.has('name'));
    expect(searches.map((params) => params.get('name'))).toEqual(['g 12']);
    expect(searches[0]?.get('page')).toBe('0');
  });

  it('shows the label of a value known only by id (single: GET by id)', async () => {
    renderWithProviders(<Single initial="t7" />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Thing' })).toHaveValue('Thing 07'));
  });

  it('hydrates several labels with ids= and removes a chip', async () => {
    const { user } = renderWithProviders(<Multi initial={['t2', 't3']} />);
    expect(await screen.findByText('Thing 02')).toBeInTheDocument();
    expect(screen.getByText('Thing 03')).toBeInTheDocument();
    expect(requests.find((params) => params.has('ids'))?.get('ids')).toBe('t2,t3');
    await user.click(screen.getByRole('button', { name: 'Remove Thing 02' }));
    expect(screen.getByText('value: t3')).toBeInTheDocument();
  });

  it('works with the keyboard: arrows, Enter, Escape, and clears', async () => {
    const { user } = renderWithProviders(<Single />);
    const combobox = screen.getByRole('combobox', { name: 'Thing' });
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await screen.findByRole('option', { name: 'Thing 01' });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const third = screen.getByRole('option', { name: 'Thing 03' });
    expect(combobox).toHaveAttribute('aria-activedescendant', third.id);
    await user.keyboard('{Enter}');
    expect(screen.getByText('value: t3')).toBeInTheDocument();
    expect(combobox).toHaveValue('Thing 03');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('value: t3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Thing' }));
    expect(screen.getByText('value: none')).toBeInTheDocument();
  });

  it('creates an option after the exact confirmation, selects it and toasts', async () => {
    const { user } = renderWithProviders(<Single creatable />);
    await user.click(screen.getByRole('combobox', { name: 'Thing' }));
    await user.type(screen.getByRole('combobox'), 'Chemistry');
    await user.click(await screen.findByRole('option', { name: 'Create "Chemistry"' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Create Subject with name "Chemistry?"')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Successfully created Subject')).toBeInTheDocument();
    expect(created).toEqual([{ name: 'Chemistry', code: 'CH' }]);
    expect(screen.getByText('value: new-1')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Thing' })).toHaveValue('Chemistry');
  });

  it('offers no create option when the text matches an option exactly', async () => {
    const { user } = renderWithProviders(<Single creatable />);
    await user.click(screen.getByRole('combobox', { name: 'Thing' }));
    await user.type(screen.getByRole('combobox'), 'thing 04');
    await screen.findByRole('option', { name: 'Thing 04' });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
  });
});

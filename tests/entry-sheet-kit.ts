import { AxiosError, AxiosHeaders } from 'axios';
import { applyEntryDraft, readEntryDraft } from '@/components/entry-grid/entry-drafts';
import { createEntryGridStore } from '@/components/entry-grid/entry-grid-store';

/** The students of a one-column mark sheet in the entry-grid tests. */
export const STUDENTS = ['ann', 'ben'];

/** An answer of the server with this status and body, as axios rejects it. */
export function httpError(status: number, data: unknown) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    headers: new AxiosHeaders(),
    config,
    data,
  });
}

/** A mark column of {@link STUDENTS} (Ann's saved mark is 10), with the draft kept under `draftKey` applied. */
export function createMarkColumn(draftKey: string) {
  const store = createEntryGridStore({
    rowIds: STUDENTS,
    colIds: ['mark'],
    savedValue: (rowId) => (rowId === 'ann' ? '10' : ''),
    validate: (value) => /^\d*$/.test(value),
  });
  return { store, restored: applyEntryDraft(store, readEntryDraft(draftKey)) };
}

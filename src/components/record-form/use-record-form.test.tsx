import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { server } from '@/mocks/node';
import { renderWithProviders } from '../../../tests/test-utils';
import { oneOf } from './apply-server-errors';
import { useRecordForm, versionedDraft } from './use-record-form';

const NoteSchema = z.object({ id: z.string(), version: z.number(), title: z.string(), body: z.string() });
type Note = z.infer<typeof NoteSchema>;
const NoteBodySchema = z.object({ title: z.string().min(1, 'Enter a title.'), body: z.string() });
type NoteValues = z.input<typeof NoteBodySchema>;

const getNote = defineEndpoint({
  operationId: 'getTestNote',
  method: 'get',
  path: '/test-notes/n1',
  summary: 'A note of this test',
  tag: 'Test',
  response: NoteSchema,
});
const saveNote = defineEndpoint({
  operationId: 'saveTestNote',
  method: 'put',
  path: '/test-notes/n1',
  summary: 'Saves a note of this test',
  tag: 'Test',
  body: NoteBodySchema.extend({ version: z.number() }),
  response: NoteSchema,
});

const DRAFT_KEY = 'test-note-draft:v1:u1:n1';
const OPENED: Note = { id: 'n1', version: 1, title: 'Opened', body: '' };

/** The demo backend of this test: one note with a version, a PUT that answers what `answer` says. */
function serveNote(answer: (body: { title: string; version: number }) => Response | Promise<Response> | undefined) {
  let stored = { ...OPENED };
  const sent: unknown[] = [];
  server.use(
    http.get('*/api/test-notes/n1', () => HttpResponse.json(stored)),
    http.put('*/api/test-notes/n1', async ({ request }) => {
      const body = (await request.json()) as Note;
      sent.push(body);
      const refused = await answer(body);
      if (refused) return refused;
      if (body.version !== stored.version) {
        return HttpResponse.json({ message: 'Someone else saved this note first.' }, { status: 409 });
      }
      stored = { ...stored, ...body, version: stored.version + 1 };
      return HttpResponse.json(stored);
    }),
  );
  return {
    sent,
    saveElsewhere: (title: string) => {
      stored = { ...stored, title, version: stored.version + 1 };
    },
  };
}

function NoteForm({ onSaved }: { onSaved?: (note: Note) => void }) {
  const { form, dirty, restored, conflict, problem, submit, saving } = useRecordForm({
    schema: NoteBodySchema,
    saved: OPENED,
    toValues: (note?: Note): NoteValues => ({ title: note?.title ?? '', body: note?.body ?? '' }),
    toForm: (values) => values,
    fromForm: (input) => input,
    toBody: (values, version) => ({ ...values, version: version ?? 0 }),
    draftKey: DRAFT_KEY,
    draft: versionedDraft(NoteBodySchema.extend({ title: z.string() })),
    save: (body) => callEndpoint(saveNote, { body }),
    reload: () => callEndpoint(getNote, {}),
    versionOf: (note) => note.version,
    fieldOf: oneOf<NoteValues>(['title', 'body']),
    errorFallback: 'The note could not be saved.',
    onSaved,
  });
  const titleError = form.formState.errors.title?.message;
  return (
    <form noValidate aria-label="Note" onSubmit={(event) => void submit(event)}>
      {restored ? <p>Your draft was restored.</p> : null}
      {conflict ? (
        <div role="alert">
          {conflict.message}
          <button type="button" onClick={() => void conflict.keepMine()}>
            Keep mine
          </button>
          <button type="button" onClick={() => void conflict.loadTheirs()}>
            Load theirs
          </button>
        </div>
      ) : null}
      <label htmlFor="note-title">Title</label>
      <input id="note-title" aria-invalid={Boolean(titleError)} aria-describedby="note-title-error" {...form.register('title')} />
      <span id="note-title-error">{titleError}</span>
      {problem ? <p role="alert">{problem}</p> : null}
      <button type="submit" disabled={saving}>
        Save note
      </button>
      <span role="status">{dirty ? 'Unsaved changes' : ''}</span>
    </form>
  );
}

const storedDraft = () => JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? 'null') as unknown;

afterEach(() => window.localStorage.clear());

describe('useRecordForm', () => {
  it('is dirty while the values differ from the saved ones', async () => {
    serveNote(() => undefined);
    const { user } = renderWithProviders(<NoteForm />);
    const title = screen.getByLabelText('Title');
    await user.type(title, '!');
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');
    await user.type(title, '{Backspace}');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('writes the draft at once when the form goes within the typing pause, and restores it on the next visit', async () => {
    serveNote(() => undefined);
    const first = renderWithProviders(<NoteForm />);
    await first.user.type(screen.getByLabelText('Title'), ' and typed');
    first.unmount();
    expect(storedDraft()).toEqual({ version: 1, values: { title: 'Opened and typed', body: '' } });

    renderWithProviders(<NoteForm />);
    expect(screen.getByLabelText('Title')).toHaveValue('Opened and typed');
    expect(screen.getByText('Your draft was restored.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');
  });

  it('saves with the version, leaves nothing unsaved and drops the draft', async () => {
    const backend = serveNote(() => undefined);
    const saved: Note[] = [];
    const { user } = renderWithProviders(<NoteForm onSaved={(note) => saved.push(note)} />);
    await user.type(screen.getByLabelText('Title'), ' again');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(saved).toEqual([{ ...OPENED, title: 'Opened again', version: 2 }]));
    expect(backend.sent).toEqual([{ title: 'Opened again', body: '', version: 1 }]);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(storedDraft()).toBeNull();
  });

  it('on a 409 keeps what was typed; "Keep mine" sends it over the other change with the server\'s version', async () => {
    const backend = serveNote(() => undefined);
    const { user } = renderWithProviders(<NoteForm />);
    backend.saveElsewhere('Theirs');
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else saved this note first.');
    expect(title).toHaveValue('Mine');
    await user.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(backend.sent).toHaveLength(2));
    expect(backend.sent[1]).toEqual({ title: 'Mine', body: '', version: 2 });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''));
  });

  it('on a 409 "Load theirs" shows the server\'s record and drops the draft', async () => {
    const backend = serveNote(() => undefined);
    const { user } = renderWithProviders(<NoteForm />);
    backend.saveElsewhere('Theirs');
    await user.type(screen.getByLabelText('Title'), ' mine');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await user.click(await screen.findByRole('button', { name: 'Load theirs' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Theirs'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(storedDraft()).toBeNull();
  });

  it('shows a 422 naming a field next to that field, and one naming no field above the buttons', async () => {
    let errors: Record<string, string> = { title: 'A note with this title exists.' };
    serveNote(() => HttpResponse.json({ message: 'The note is not valid.', errors }, { status: 422 }));
    const { user } = renderWithProviders(<NoteForm />);
    await user.type(screen.getByLabelText('Title'), '!');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('A note with this title exists.'));
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    errors = { folderId: 'The folder was deleted.' };
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The folder was deleted.');
  });

  it('keeps the button disabled while saving and sends a form submitted twice at once (Enter, Enter) once', async () => {
    let answer: (response: Response) => void = () => undefined;
    const backend = serveNote(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderWithProviders(<NoteForm />);
    await user.type(screen.getByLabelText('Title'), '!');
    const save = screen.getByRole('button', { name: 'Save note' });
    const form = screen.getByRole('form', { name: 'Note' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(save).toBeDisabled());
    await user.click(save);
    expect(backend.sent).toHaveLength(1);
    answer(HttpResponse.json({ ...OPENED, title: 'Opened!', version: 2 }));
    await waitFor(() => expect(save).toBeEnabled());
    expect(backend.sent).toHaveLength(1);
  });
});

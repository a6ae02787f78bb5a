import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Trash } from 'react-bootstrap-icons';
import { ConfirmDialog } from '@/components/confirm-dialog';
import {
  useAddCommentBankItem,
  useCommentBank,
  useDeleteCommentBankItem,
} from '@/features/assignments/api/comment-bank';
import type { CommentBankItem } from '@/features/assignments/api/grading-schemas';
import { toApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toast-store';
import { isMutationInFlight } from '@/lib/use-single-flight-mutation';
import './comment-bank.css';

export interface CommentBankProps {
  /** The text "Save to comment bank" keeps: the selected part of the feedback, else all of it. */
  textToKeep: () => string;
  /** Puts a saved comment into the feedback (at the caret, else at the end). */
  onInsert: (text: string) => void;
}

/** From this many comments on, a search narrows the list. */
const SEARCH_FROM = 6;
export const NOTHING_TO_KEEP_MESSAGE = 'Write the feedback (or select part of it) to keep it in your comment bank.';
export const ALREADY_KEPT_MESSAGE = 'That comment is already in your comment bank.';

/** The teacher's own saved comments beside the feedback: insert one, keep the feedback as a new one, delete one. */
export function CommentBank({ textToKeep, onInsert }: CommentBankProps) {
  const bank = useCommentBank();
  const add = useAddCommentBankItem({ suppressErrorToast: true });
  const remove = useDeleteCommentBankItem();
  const [search, setSearch] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CommentBankItem | null>(null);
  const items = bank.data?.data ?? [];
  const needle = search.trim().toLowerCase();
  const shown = needle ? items.filter((item) => item.text.toLowerCase().includes(needle)) : items;

  const keep = async () => {
    const text = textToKeep();
    if (text === '') return setProblem(NOTHING_TO_KEEP_MESSAGE);
    if (items.some((item) => item.text === text)) return setProblem(ALREADY_KEPT_MESSAGE);
    setProblem(null);
    try {
      await add.mutateAsync(text);
      showToast({ variant: 'success', message: 'Kept in your comment bank.' });
    } catch (error) {
      if (!isMutationInFlight(error)) setProblem(toApiError(error, 'The comment could not be kept.').message);
    }
  };

  return (
    <section className="comment-bank" aria-labelledby="comment-bank-title">
      <div className="d-flex align-items-center gap-2 mb-2">
        <h2 id="comment-bank-title" className="h6 mb-0 me-auto">
          Comment bank
        </h2>
        <Button size="sm" variant="outline-secondary" onClick={() => void keep()} disabled={add.isPending} aria-busy={add.isPending}>
          {add.isPending ? <Spinner size="sm" aria-hidden="true" className="me-1" /> : null}
          Save to comment bank
        </Button>
      </div>
      <p className="small text-body-secondary mb-2">
        Insert puts a comment at the cursor in the feedback. Saving keeps the selected text, or all the feedback.
      </p>
      {problem ? (
        <Alert variant="warning" className="py-2 small" role="alert">
          {problem}
        </Alert>
      ) : null}
      {items.length >= SEARCH_FROM ? (
        <Form.Control
          type="search"
          size="sm"
          className="mb-2"
          placeholder="Search your comments"
          aria-label="Search the comment bank"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      ) : null}
      {bank.isPending ? <p className="small text-body-secondary mb-0">Loading your comments…</p> : null}
      {bank.isError ? <p className="small text-danger mb-0">Your comment bank could not be loaded.</p> : null}
      {bank.isSuccess && items.length === 0 ? (
        <p className="small text-body-secondary mb-0">No saved comments yet. Write feedback and save it here to reuse it.</p>
      ) : null}
      {bank.isSuccess && items.length > 0 && shown.length === 0 ? (
        <p className="small text-body-secondary mb-0">No comment matches “{search.trim()}”.</p>
      ) : null}
      <ul className="comment-bank-list" aria-label="Saved comments">
        {shown.map((item) => (
          <li key={item.id} className="comment-bank-item">
            <Button
              variant="outline-secondary"
              size="sm"
              className="comment-bank-insert"
              aria-label={`Insert: ${item.text}`}
              onClick={() => onInsert(item.text)}
            >
              {item.text}
            </Button>
            <Button
              variant="link"
              size="sm"
              className="comment-bank-delete text-danger"
              aria-label={`Delete comment: ${item.text}`}
              title="Delete this comment"
              onClick={() => setDeleting(item)}
            >
              <Trash aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        show={deleting !== null}
        title="Delete this comment?"
        body={
          <>
            <blockquote className="border-start ps-2 mb-2">{deleting?.text}</blockquote>
            <p className="mb-0">It leaves your comment bank; feedback already written with it stays as it is.</p>
          </>
        }
        confirmLabel="Delete"
        confirmVariant="danger"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : undefined)}
        onHide={() => setDeleting(null)}
      />
    </section>
  );
}

import { describe, expect, it } from 'vitest';
import {
  availableReviewActions,
  canEditContent,
  findTransition,
  REVIEW_STATUSES,
  REVIEW_TRANSITIONS,
  statusAfterEdit,
  type ContentRole,
} from './review';

const ALL_ROLES: ContentRole[] = ['setter', 'vetter', 'expert'];

describe('review transitions', () => {
  it('walks a lesson from created to final with one role at each step', () => {
    expect(findTransition('created', 'submit', ['setter'])?.to).toBe('onReview');
    expect(findTransition('onReview', 'approveDraft', ['vetter'])?.to).toBe('approved');
    expect(findTransition('approved', 'approveFinal', ['expert'])?.to).toBe('final');
  });

  it('sends content back for revision and lets the setter resubmit', () => {
    const back = findTransition('onReview', 'requestRevision', ['vetter']);
    expect(back).toMatchObject({ to: 'revision', log: 'Commented', needsComment: true });
    expect(findTransition('revision', 'submit', ['setter'])).toMatchObject({ to: 'onReview', log: 'Revision Upload' });
    expect(findTransition('approved', 'requestRevision', ['expert'])?.to).toBe('revision');
  });

  it('refuses a step taken by the wrong role', () => {
    expect(findTransition('created', 'submit', ['vetter', 'expert'])).toBeUndefined();
    expect(findTransition('onReview', 'approveDraft', ['setter', 'expert'])).toBeUndefined();
    expect(findTransition('approved', 'approveFinal', ['vetter'])).toBeUndefined();
  });

  it('refuses skipping steps and leaving final, whatever the roles', () => {
    expect(findTransition('created', 'approveFinal', ALL_ROLES)).toBeUndefined();
    expect(findTransition('onReview', 'approveFinal', ALL_ROLES)).toBeUndefined();
    for (const action of ['submit', 'approveDraft', 'approveFinal', 'requestRevision'] as const)
      expect(findTransition('final', action, ALL_ROLES)).toBeUndefined();
  });

  it('offers each role only its own actions', () => {
    expect(availableReviewActions('onReview', ['setter'])).toEqual([]);
    expect(availableReviewActions('onReview', ['vetter']).map((t) => t.action)).toEqual(['approveDraft', 'requestRevision']);
    expect(availableReviewActions('approved', ['expert']).map((t) => t.action)).toEqual(['approveFinal', 'requestRevision']);
    expect(availableReviewActions('created', [])).toEqual([]);
  });

  it('logs every transition with a spec activity type and reaches every status', () => {
    const reached = new Set(['created', ...REVIEW_TRANSITIONS.map((t) => t.to)]);
    expect(REVIEW_STATUSES.filter((status) => status !== 'new' && !reached.has(status))).toEqual([]);
    expect(new Set(REVIEW_TRANSITIONS.map((t) => t.log))).toEqual(new Set(['Revision Upload', 'Approved Draft', 'Approved FBP', 'Commented']));
  });
});

describe('editing under review', () => {
  it('edits drafts in place and turns a published lesson into a new revision', () => {
    expect(statusAfterEdit('created', ['setter'])).toBe('created');
    expect(statusAfterEdit('revision', ['setter'])).toBe('revision');
    expect(statusAfterEdit('approved', ['setter'])).toBe('new');
    expect(statusAfterEdit('final', ['setter'])).toBe('new');
  });

  it('locks content while on review and for non-setters', () => {
    expect(canEditContent('onReview', ['setter'])).toBe(false);
    expect(canEditContent('created', ['vetter', 'expert'])).toBe(false);
  });
});

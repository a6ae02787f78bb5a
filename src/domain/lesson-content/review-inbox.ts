import { REVIEW_TRANSITIONS, type ContentRole, type ReviewStatus } from './review';

/**
 * The two review inboxes (issue 21 §7): what waits on a reviewer's decision, and what a reviewer sent back to its
 * setter. The wire's names are the portal's address words (`/resources?inbox=review`).
 */
export const REVIEW_INBOXES = ['review', 'sent-back'] as const;
export type ReviewInbox = (typeof REVIEW_INBOXES)[number];

export const REVIEW_INBOX_LABELS: Readonly<Record<ReviewInbox, string>> = {
  review: 'Waiting for my review',
  'sent-back': 'Sent back to me',
};

/** Whether content in this status waits on a review step one of these roles takes (vetter: on review, expert: approved). */
export function waitsOnReviewer(status: ReviewStatus, roles: readonly ContentRole[]): boolean {
  return REVIEW_TRANSITIONS.some((transition) => transition.from === status && transition.role !== 'setter' && roles.includes(transition.role));
}

/** Which inboxes a user with these roles can act on: reviewers review, setters take back what was sent back. */
export function inboxesFor(roles: readonly ContentRole[], maySet: boolean): ReviewInbox[] {
  return REVIEW_INBOXES.filter((inbox) =>
    inbox === 'review' ? roles.includes('vetter') || roles.includes('expert') : maySet && roles.includes('setter'),
  );
}

/**
 * The review workflow of lesson content (spec §4 statuses, §3 activity log types, §6 content roles).
 * The transitions are not in the spec; the table below is the product's (docs/decisions/resources.md).
 * The editors offer only the actions `availableReviewActions` returns, and the demo backend refuses any
 * other with 409.
 */
export const REVIEW_STATUSES = ['created', 'onReview', 'new', 'revision', 'approved', 'final'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_STATUS_LABELS: Readonly<Record<ReviewStatus, string>> = {
  created: 'Created',
  onReview: 'On review',
  new: 'New revision',
  revision: 'Needs revision',
  approved: 'Approved',
  final: 'Final',
};

export const CONTENT_ROLES = ['setter', 'vetter', 'expert'] as const;
export type ContentRole = (typeof CONTENT_ROLES)[number];

export const ACTIVITY_LOG_TYPES = ['Created', 'Updated', 'Commented', 'Revision Upload', 'Approved Draft', 'Approved FBP'] as const;
export type ActivityLogType = (typeof ACTIVITY_LOG_TYPES)[number];
/** What each type says on screen: the spec's types are the wire's words, and two of them read as codes. */
export const ACTIVITY_LOG_LABELS: Readonly<Record<ActivityLogType, string>> = {
  Created: 'Created',
  Updated: 'Updated',
  Commented: 'Commented',
  'Revision Upload': 'Sent for review',
  'Approved Draft': 'Approved as draft',
  'Approved FBP': 'Approved as final',
};

export const REVIEW_ACTIONS = ['submit', 'approveDraft', 'approveFinal', 'requestRevision'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

export const REVIEW_ACTION_LABELS: Readonly<Record<ReviewAction, string>> = {
  submit: 'Submit for review',
  approveDraft: 'Approve draft',
  approveFinal: 'Approve as final',
  requestRevision: 'Request revision',
};

export interface ReviewTransition {
  from: ReviewStatus;
  action: ReviewAction;
  role: ContentRole;
  to: ReviewStatus;
  log: ActivityLogType;
  /** A request for revision must say what to change. */
  needsComment: boolean;
}

/** Every legal move. Anything else is refused. */
export const REVIEW_TRANSITIONS: readonly ReviewTransition[] = [
  { from: 'created', action: 'submit', role: 'setter', to: 'onReview', log: 'Revision Upload', needsComment: false },
  { from: 'new', action: 'submit', role: 'setter', to: 'onReview', log: 'Revision Upload', needsComment: false },
  { from: 'revision', action: 'submit', role: 'setter', to: 'onReview', log: 'Revision Upload', needsComment: false },
  { from: 'onReview', action: 'approveDraft', role: 'vetter', to: 'approved', log: 'Approved Draft', needsComment: false },
  { from: 'onReview', action: 'requestRevision', role: 'vetter', to: 'revision', log: 'Commented', needsComment: true },
  { from: 'approved', action: 'approveFinal', role: 'expert', to: 'final', log: 'Approved FBP', needsComment: false },
  { from: 'approved', action: 'requestRevision', role: 'expert', to: 'revision', log: 'Commented', needsComment: true },
];

/** Statuses whose content a setter may edit in place. */
const EDITABLE_IN_PLACE: readonly ReviewStatus[] = ['created', 'new', 'revision'];
/** Statuses with a published version students receive; a setter's edit of one starts a new revision. */
export const PUBLISHED_STATUSES: readonly ReviewStatus[] = ['approved', 'final'];

export function findTransition(from: ReviewStatus, action: ReviewAction, roles: readonly ContentRole[]): ReviewTransition | undefined {
  return REVIEW_TRANSITIONS.find((transition) => transition.from === from && transition.action === action && roles.includes(transition.role));
}

export function availableReviewActions(status: ReviewStatus, roles: readonly ContentRole[]): ReviewTransition[] {
  return REVIEW_TRANSITIONS.filter((transition) => transition.from === status && roles.includes(transition.role));
}

/**
 * Where an edit by a setter leaves the content: in place while a draft, a new revision once published
 * (students keep the published version until the revision is approved). `null`: no edit allowed now
 * (under review, or the user is not a setter).
 */
export function statusAfterEdit(status: ReviewStatus, roles: readonly ContentRole[]): ReviewStatus | null {
  if (!roles.includes('setter')) return null;
  if (EDITABLE_IN_PLACE.includes(status)) return status;
  if (PUBLISHED_STATUSES.includes(status)) return 'new';
  return null;
}

export function canEditContent(status: ReviewStatus, roles: readonly ContentRole[]): boolean {
  return statusAfterEdit(status, roles) !== null;
}

import { HttpResponse } from 'msw';
import { REVIEW_INBOXES, waitsOnReviewer, type ReviewInbox } from '../../domain/lesson-content/review-inbox';
import type { User } from '../auth/schema';
import { contentRolesOf } from '../auth/content-roles';
import { db } from '../db';
import { requirePermission, withAuth } from '../http/auth';
import { HttpError } from '../http/errors';
import { applyListQuery, parseListQuery } from '../http/list-query';
import { route } from '../http/route';
import { teachesSubjectYear } from '../school/access';
import { canReadSubjectYear } from './access';
import type { ResourceContent } from './schema';
import { inboxItemView } from './views';

const view = requirePermission('view', 'LessonBuilder');

export const INBOX_REQUIRED_MESSAGE = `inbox must be one of: ${REVIEW_INBOXES.join(', ')}.`;

const isInbox = (value: string | undefined): value is ReviewInbox => (REVIEW_INBOXES as readonly (string | undefined)[]).includes(value);

/** Who sent the content for review last (the setter a revision goes back to); its last editor when never sent. */
function sentForReviewBy(content: ResourceContent): string {
  const submissions = db.resourceActivity
    .filter((entry) => entry.contentId === content.id && entry.type === 'Revision Upload')
    .sort((a, b) => b.at.localeCompare(a.at));
  return submissions[0]?.actorId ?? content.updatedById;
}

/**
 * The caller's inbox, scoped as every lesson-resources read is: "review" holds what waits on a step the caller's
 * reviewer role takes (vetter: on review; expert: approved) in the subjects they read; "sent-back" holds what a
 * reviewer returned for revision to the setter who sent it, while that setter still writes the subject.
 */
export function reviewInboxOf(user: User, inbox: ReviewInbox): ResourceContent[] {
  const roles = contentRolesOf(user);
  return db.resourceContents.filter((content) => {
    const subjectYear = db.subjectYears.get(content.subjectYearId);
    if (!subjectYear || !canReadSubjectYear(user, subjectYear)) return false;
    if (inbox === 'review') return waitsOnReviewer(content.reviewStatus, roles);
    return (
      content.reviewStatus === 'revision' &&
      roles.includes('setter') &&
      teachesSubjectYear(user, subjectYear) &&
      sentForReviewBy(content) === user.id
    );
  });
}

export const inboxHandlers = [
  route.get(
    '/resource-inbox',
    withAuth(
      view(({ request, user }) => {
        const query = parseListQuery(new URL(request.url));
        const { inbox, ...filters } = query.filters;
        if (!isInbox(inbox)) throw new HttpError(400, INBOX_REQUIRED_MESSAGE);
        const items = reviewInboxOf(user, inbox).map(inboxItemView);
        // What has waited longest comes first.
        return HttpResponse.json(applyListQuery(items, { ...query, filters, sortBy: query.sortBy ?? 'updatedAt' }, { searchKeys: ['name'] }));
      }),
    ),
  ),
];

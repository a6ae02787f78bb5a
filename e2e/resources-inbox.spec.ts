import { expect as baseExpect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';
import { openFirstChapter, switchAccount } from './resources-helpers';

const expect = baseExpect.configure({ timeout: 15_000 });

test.describe('review inbox journey (issue 21 §7)', () => {
  test.use({ storageState: storageStateFor('teacher') });
  test.setTimeout(180_000);

  test('a lesson sent for review waits in the vetter’s inbox, and comes back to its setter with the comment in view', async ({ page }) => {
    const name = 'Inbox journey lesson';
    const comment = 'Add a picture of a fraction wall before the first question.';
    await openFirstChapter(page);
    await page.getByRole('button', { name: 'New lesson' }).click();
    const create = page.getByRole('dialog', { name: 'New lesson' });
    await create.getByLabel('Lesson name').fill(name);
    await create.getByRole('button', { name: 'Create lesson' }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
    const lessonPath = new URL(page.url()).pathname;
    const review = page.getByRole('region', { name: 'Review' });
    await review.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByRole('dialog', { name: 'Submit for review' }).getByRole('button', { name: 'Submit for review' }).click();
    await expect(review.getByText('On review')).toBeVisible();

    // The vetter finds it from the dashboard, in the Resources filter the dashboard counts.
    await switchAccount(page, 'homeroom');
    await page.goto('/dashboard');
    const waiting = page.getByRole('region', { name: /^Waiting for my review/ });
    await expect(waiting).toBeVisible();
    await waiting.getByRole('link', { name: /in Resources$/ }).click();
    await expect(page).toHaveURL(/\/resources\?inbox=review$/);
    await expect(page.getByRole('navigation', { name: 'Show' }).getByRole('link', { name: /^Waiting for my review/ })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('list', { name: 'Lessons and assignments' }).getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
    await review.getByRole('button', { name: 'Request revision' }).click();
    const request = page.getByRole('dialog', { name: 'Request revision' });
    await request.getByLabel('Comment').fill(comment);
    await request.getByRole('button', { name: 'Request revision' }).click();
    await expect(review.getByText('Needs revision')).toBeVisible();

    // The setter reads what to change on the dashboard and in her Resources filter, without opening the log.
    await switchAccount(page, 'teacher');
    await page.goto('/dashboard');
    const sentBack = page.getByRole('region', { name: /^Sent back to me/ });
    await expect(sentBack).toBeVisible();
    await expectNoAxeViolations(page);
    await sentBack.getByRole('link', { name: /in Resources$/ }).click();
    await expect(page).toHaveURL(/\/resources\?inbox=sent-back$/);
    const row = page.getByRole('list', { name: 'Lessons and assignments' }).getByRole('listitem').filter({ hasText: name });
    await expect(row.getByText(comment)).toBeVisible();
    await expect(row.getByText(/^Commented by /)).toBeVisible();
    await expect(row.getByRole('link', { name })).toHaveAttribute('href', lessonPath);
    await screenshotsIfAsked(page, 'resources-inbox-sent-back');
    await expectNoAxeViolations(page);
  });
});

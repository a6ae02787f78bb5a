import { expect as baseExpect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';
import { openFirstChapter, switchAccount } from './resources-helpers';

const expect = baseExpect.configure({ timeout: 15_000 });

test.describe('lesson review journey', () => {
  test.use({ storageState: storageStateFor('teacher') });
  test.setTimeout(180_000);

  test('a lesson goes from draft to final: teacher submits, homeroom approves the draft, principal approves it as final', async ({ page }) => {
    await openFirstChapter(page);
    await page.getByRole('button', { name: 'New lesson' }).click();
    const create = page.getByRole('dialog', { name: 'New lesson' });
    await create.getByLabel('Lesson name').fill('Review journey lesson');
    await create.getByRole('button', { name: 'Create lesson' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Review journey lesson/ })).toBeVisible();
    const lessonUrl = page.url();

    const review = page.getByRole('region', { name: 'Review' });
    await expect(review.getByText('Created')).toBeVisible();
    await review.getByRole('button', { name: 'Submit for review' }).click();
    const submit = page.getByRole('dialog', { name: 'Submit for review' });
    await submit.getByRole('button', { name: 'Submit for review' }).click();
    await expect(review.getByText('On review')).toBeVisible();
    await expect(review.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await switchAccount(page, 'homeroom');
    await page.goto(lessonUrl);
    await expect(review.getByRole('button', { name: 'Request revision' })).toBeVisible();
    await review.getByRole('button', { name: 'Approve draft' }).click();
    await page.getByRole('dialog', { name: 'Approve draft' }).getByRole('button', { name: 'Approve draft' }).click();
    await expect(review.getByText('Approved', { exact: true })).toBeVisible();
    await expect(review.getByRole('button', { name: 'Approve draft' })).toHaveCount(0);

    await switchAccount(page, 'principal');
    await page.goto(lessonUrl);
    await review.getByRole('button', { name: 'Approve as final' }).click();
    await page.getByRole('dialog', { name: 'Approve as final' }).getByRole('button', { name: 'Approve as final' }).click();
    await expect(review.getByText('Final', { exact: true })).toBeVisible();
    await review.getByRole('button', { name: /^Activity/ }).click();
    const log = page.getByRole('list', { name: 'Activity log' });
    await expect(log.getByRole('listitem')).toHaveCount(4);
    await expect(log.getByRole('listitem').first()).toContainText('Approved as final');
    await expect(log.getByRole('listitem').nth(1)).toContainText('Approved as draft');
    await expect(log.getByRole('listitem').nth(2)).toContainText('Sent for review');
    await expect(log.getByRole('listitem').nth(3)).toContainText('Created');
    await screenshotsIfAsked(page, 'resources-review-final');
    await expectNoAxeViolations(page);
  });
});

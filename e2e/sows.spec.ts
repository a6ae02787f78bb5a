import { expect as baseExpect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';

// The 2-core dev machine runs several suites at once; first loads can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe('Schemes of work journey', () => {
  test.use({ storageState: storageStateFor('teacher') });
  test.setTimeout(120_000);

  test('a teacher opens a scheme of work, sees its weeks dated around a holiday, edits a week and finds it after a reload', async ({
    page,
  }) => {
    await page.goto('/sows');
    const list = page.getByRole('table', { name: 'Schemes of work' });
    await page.getByLabel('Term').selectOption('1');
    await expect(page).toHaveURL(/term=1/);
    await expect(list.getByRole('link')).toHaveCount(3);
    await screenshotsIfAsked(page, 'sows');
    await expectNoAxeViolations(page);

    await list.getByRole('link', { name: 'Mathematics — Primary 4, Term 1' }).click();
    await expect(page).toHaveURL(/\/sows\/sow-2026-mathematics-primary4-t1$/);
    const weeks = page.getByRole('table', { name: 'Teaching weeks' });
    await expect(weeks.getByRole('row', { name: /^Week 1\b/ })).toContainText('13 Jul 2026 – 17 Jul 2026');
    // National Day (observed) falls on the Monday of week 5: the week is kept, one teaching day short.
    const holidayWeek = weeks.getByRole('row', { name: /^Week 5\b/ });
    await expect(holidayWeek).toContainText('11 Aug 2026 – 14 Aug 2026');
    await expect(holidayWeek).toContainText('4 teaching days · National Day (observed)');
    await expect(weeks.getByRole('row', { name: /^Week 6\b/ })).toContainText('17 Aug 2026 – 21 Aug 2026');

    await page.getByRole('button', { name: 'Edit week 6' }).click();
    const topics = page.getByLabel('Topics (one per line)');
    await topics.fill('Angles in a triangle\nAngles on a straight line');
    await page.getByLabel('Objectives (one per line)').fill('Find an unknown angle in a triangle.');
    await screenshotsIfAsked(page, 'sow-edit-week');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save week' }).click();
    await expect(page.getByText('Week saved.')).toBeVisible();

    await page.reload();
    const saved = page.getByRole('table', { name: 'Teaching weeks' }).getByRole('row', { name: /^Week 6\b/ });
    await expect(saved).toContainText('Angles in a triangle');
    await expect(saved).toContainText('Angles on a straight line');
    await expect(saved).toContainText('Find an unknown angle in a triangle.');
    await expectNoAxeViolations(page);
  });
});

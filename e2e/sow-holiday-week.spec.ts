import { expect as baseExpect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';

// The 2-core dev machine runs several suites at once; first loads can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe('Schemes of work: a holiday week', () => {
  test.use({ storageState: storageStateFor('teacher') });
  test.setTimeout(120_000);

  test('a teacher sees the mid-term break of term 3 as a labelled week between weeks 5 and 6, which takes no number', async ({
    page,
  }) => {
    await page.goto('/sows?term=3');
    const list = page.getByRole('table', { name: 'Schemes of work' });
    await list.getByRole('link', { name: 'Mathematics — Primary 4, Term 3' }).click();
    await expect(page).toHaveURL(/\/sows\/sow-2026-mathematics-primary4-t3$/);
    await expect(page.getByText('10 teaching weeks (1 holiday week skipped), 4 Jan 2027 to 19 Mar 2027')).toBeVisible();

    const weeks = page.getByRole('table', { name: 'Teaching weeks' });
    const breakRow = weeks.getByRole('row', { name: /^Holiday week\b/ });
    await expect(breakRow).toHaveCount(1);
    await expect(breakRow).toContainText('8 Feb 2027 – 12 Feb 2027');
    await expect(breakRow).toContainText('Chinese New Year (observed), Chinese New Year, Mid-term break — no teaching week');
    await expect(breakRow.getByRole('button')).toHaveCount(0);

    // In table order: week 5, the break, then week 6 on the Monday after it.
    const headers = weeks.locator('tbody th[scope="row"]');
    await expect(headers).toHaveText([
      'Week 1', 'Week 2', 'Week 3', 'Week 4', 'Week 5', 'Holiday week',
      'Week 6', 'Week 7', 'Week 8', 'Week 9', 'Week 10',
    ]);
    await expect(weeks.getByRole('row', { name: /^Week 5\b/ })).toContainText('1 Feb 2027 – 5 Feb 2027');
    await expect(weeks.getByRole('row', { name: /^Week 6\b/ })).toContainText('15 Feb 2027 – 19 Feb 2027');
    await expect(page.getByRole('button', { name: 'Edit week 10' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit week 11' })).toHaveCount(0);

    await breakRow.scrollIntoViewIfNeeded();
    await screenshotsIfAsked(page, 'sow-holiday-week');
    await expectNoAxeViolations(page);
  });
});

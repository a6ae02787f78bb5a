import { expect as baseExpect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';

// The 2-core dev machine runs several suites at once; first loads can take longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe('managing issued work (issue 21 §10)', () => {
  test.use({ storageState: storageStateFor('teacher') });
  test.setTimeout(120_000);

  test('the teacher is warned before assigning a lesson twice, changes its due date, withdraws a pupil, and deletes only what holds no grade', async ({ page }) => {
    // "Introduction: fractions" is open for Primary 5 Courage in the demo data (ia-grading-2, due 4 Dec 2026).
    await page.goto('/resources/assign?sourceType=lesson&sourceId=ls-primary-5-courage-mathematics-1-1');
    await expect(page.getByRole('combobox', { name: 'Lesson or assignment' })).toHaveValue('Introduction: fractions');
    const classes = page.getByRole('combobox', { name: 'Classes' });
    await classes.click();
    await classes.fill('Primary 5');
    await page.getByRole('option', { name: 'Primary 5 Courage' }).click();
    await classes.press('Escape');
    await page.getByLabel('Due date', { exact: true }).fill('11/12/2026');
    await page.getByRole('button', { name: 'Review recipients' }).click();
    const review = page.getByRole('dialog', { name: 'Review recipients' });
    await expect(review.getByText('“Introduction: fractions” is already assigned to Primary 5 Courage on 20 Nov 2026 (due 4 Dec 2026).')).toBeVisible();
    await expect(review.getByRole('button', { name: 'Assign' })).toBeDisabled();
    await screenshotsIfAsked(page, 'assign-already-assigned');
    await expectNoAxeViolations(page);
    await review.getByRole('link', { name: 'Open the existing assignment' }).click();

    await expect(page).toHaveURL(/\/assignments\/ia-grading-2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Introduction: fractions' })).toBeVisible();
    await page.getByRole('button', { name: 'Change dates' }).click();
    const dates = page.getByRole('dialog', { name: 'Change dates' });
    await dates.getByLabel('Due date', { exact: true }).fill('11/12/2026');
    await dates.getByRole('button', { name: 'Save dates' }).click();
    await expect(page.getByText('Dates changed: from 20 Nov 2026, due 11 Dec 2026.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Assignment settings' }).getByText('11 Dec 2026')).toBeVisible();

    const table = page.getByRole('table', { name: 'Students' });
    const withdraw = table.getByRole('button', { name: /^Withdraw from / }).first();
    const pupil = ((await withdraw.getAttribute('aria-label')) ?? '').replace(/^Withdraw from /, '');
    await withdraw.click();
    const confirm = page.getByRole('dialog', { name: `Withdraw from ${pupil}?` });
    await expect(confirm).toContainText(`${pupil} will no longer have “Introduction: fractions”.`);
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByText(`${pupil} no longer has “Introduction: fractions”.`)).toBeVisible();
    await expect(table.getByRole('link', { name: pupil, exact: true })).toHaveCount(0);

    // Graded work stops a deletion, said before anyone asks.
    await page.goto('/assignments/ia-grading-3');
    await expect(page.getByText(/^This assignment cannot be deleted: the graded work of \d+ students? would be lost\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();

    // Work nobody has been graded on yet may go.
    await page.goto('/assignments/ia-grading-4');
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await page.getByRole('button', { name: 'Delete' }).click();
    const deletion = page.getByRole('dialog', { name: `Delete “${title}”?` });
    await expect(deletion).toContainText('This cannot be undone.');
    await deletion.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/assignments$/);
    await expect(page.getByText(`Deleted “${title}”.`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Assignments' }).getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
    await screenshotsIfAsked(page, 'assignments-after-delete');
    await expectNoAxeViolations(page);
  });
});

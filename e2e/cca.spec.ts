import { expect as baseExpect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';

// The 2-core dev machine runs several suites at once; first loads can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe('CCA journeys', () => {
  test.use({ storageState: storageStateFor('teacher') });
  test.setTimeout(120_000);

  test('a teacher in charge grades members of a CCA, saves, and finds the grades after a reload', async ({ page }) => {
    await page.goto('/ccaYear');
    const list = page.getByRole('table', { name: 'CCAs' });
    await expect(list.getByRole('link')).toHaveText(['Chess Club', 'Robotics Club']);
    await expect(list.getByRole('row', { name: /Robotics Club/ })).toContainText('Not started');
    await screenshotsIfAsked(page, 'cca-years');
    await expectNoAxeViolations(page);

    await list.getByRole('link', { name: 'Robotics Club' }).click();
    await expect(page).toHaveURL(/\/ccaYear\/ccay-2026-robotics-club\/ay-2026$/);
    const grid = page.getByRole('table', { name: 'Participation grades of Robotics Club, 2026/2027' });
    const inputs = grid.getByRole('textbox');
    await inputs.nth(0).click();
    await page.keyboard.type('92');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('e');
    await page.keyboard.press('Enter');
    await expect(inputs.nth(3)).toBeFocused();
    await page.keyboard.type('Good');
    await inputs.nth(2).click();
    await page.keyboard.type('81');
    await expect(grid.getByRole('row').nth(1)).toContainText('Graded');
    await expect(page.getByText('4 unsaved changes.')).toBeVisible();
    await screenshotsIfAsked(page, 'cca-grades');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Save grades' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save grades?' });
    await expect(dialog).toContainText('Save 4 changed values of Robotics Club, 2026/2027?');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Grades saved.')).toBeVisible();
    await expect(page.getByText('No unsaved changes.')).toBeVisible();

    await page.reload();
    await expect(inputs.nth(0)).toHaveValue('92');
    await expect(inputs.nth(1)).toHaveValue('Excellent');
    await expect(inputs.nth(2)).toHaveValue('81');
    await expect(inputs.nth(3)).toHaveValue('Good');
    await expect(page.getByText('No unsaved changes.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('assigning a student to a full CCA is refused with the reason', async ({ page }) => {
    await page.goto('/ccaYearAssignment');
    const list = page.getByRole('table', { name: 'CCAs to assign' });
    await expect(list.getByRole('row', { name: /Chess Club/ })).toContainText('Full');
    await expectNoAxeViolations(page);

    await list.getByRole('link', { name: 'Chess Club' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Assign students: Chess Club' })).toBeVisible();
    await expect(page.getByText('16 of 16 places taken')).toBeVisible();
    const box = page.getByRole('combobox', { name: 'Students' });
    await box.click();
    await box.fill('an');
    await page
      .getByRole('option', { name: /no CCA yet/ })
      .first()
      .click();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Chess Club is full: all 16 places are taken.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Assign 1 student' })).toBeDisabled();
    await screenshotsIfAsked(page, 'cca-assignment-full');
    await expectNoAxeViolations(page);

    // Removing a member frees a place: the same student can then join.
    await page
      .getByRole('table', { name: 'Members of Chess Club' })
      .getByRole('button', { name: /^Remove / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Remove member?' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('15 of 16 places taken')).toBeVisible();
    await expect(page.getByText('Chess Club is full: all 16 places are taken.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Assign 1 student' }).click();
    await expect(page.getByText('1 student assigned to Chess Club.')).toBeVisible();
    await expect(page.getByText('16 of 16 places taken')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

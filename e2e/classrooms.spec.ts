import { expect as baseExpect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';

// The 2-core dev machine runs several suites at once; first loads can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe('classrooms journey', () => {
  test.use({ storageState: storageStateFor('principal') });
  // A whole journey with axe on every screen; the shared 2-core machine needs more than 30 s.
  test.setTimeout(120_000);

  test('the principal finds a class, opens it, its student, and a report link', async ({ page }) => {
    await page.goto('/classrooms');
    const classes = page.getByRole('table', { name: 'Classes' });
    // The Orchard principal sees Orchard Campus's 18 classes, not Tampines' (issue 19, scope 4).
    await expect(page.getByText(/of 18/)).toBeVisible();
    await page.getByLabel('Level').selectOption({ label: 'Primary 4' });
    await expect(classes.getByRole('link')).toHaveText(['Primary 4 Courage', 'Primary 4 Integrity']);
    await page.getByLabel('Search by name').fill('courage');
    await expect(classes.getByRole('link')).toHaveText(['Primary 4 Courage']);
    await screenshotsIfAsked(page, 'classrooms');
    await expectNoAxeViolations(page);

    await classes.getByRole('link', { name: 'Primary 4 Courage' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Primary 4 Courage' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Class' }).getByText('Mdm Siti Rahmah')).toBeVisible();
    const students = page.getByRole('table', { name: 'Students' });
    await expect(students.getByRole('row')).not.toHaveCount(1);
    await page.getByLabel('Rows per page').selectOption('50');
    await expect(students.locator('[lang="zh"]').first()).toBeVisible();
    const term4 = page.getByRole('list', { name: 'Term 4' });
    // The principal (also this class's form teacher) sees the term's change history and report season beside its reports.
    await expect(term4.getByRole('link')).toHaveText(['Form Teacher Report (FTP)', 'Semester Report', 'FTP Evaluation', 'LEAPS Report', 'Change history', 'Report season']);
    await expect(term4.getByRole('link', { name: 'Change history, term 4', exact: true })).toHaveAttribute('href', '/classrooms/cy-primary-4-courage/4/history');
    await expect(term4.getByRole('link', { name: 'LEAPS Report' })).toHaveAttribute('href', '/classrooms/cy-primary-4-courage/4/LEAPS');
    await expect(term4.getByRole('link', { name: 'Report season, term 4', exact: true })).toHaveAttribute('href', '/classrooms/cy-primary-4-courage/4/season');
    await screenshotsIfAsked(page, 'classroom');
    await expectNoAxeViolations(page);

    const first = students.getByRole('link').first();
    const name = (await first.textContent()) ?? '';
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('region', { name: 'Particulars' }).getByText('Religion')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Marks and grades' }).getByRole('rowheader', { name: 'Mathematics' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Attendance' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Conduct' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Height and weight' })).toContainText('Promotion outcome');
    await screenshotsIfAsked(page, 'student');
    await expectNoAxeViolations(page);
  });
});

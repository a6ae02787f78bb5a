import { expect as baseExpect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';

// The 2-core dev machine runs several suites at once; first loads can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe('form-class lists and what is missing', () => {
  test.use({ storageState: storageStateFor('homeroom') });
  test.setTimeout(120_000);

  test('a homeroom teacher sees how complete each record is and opens a student’s gap', async ({ page }) => {
    await page.goto('/remark?term=2');
    await expect(page.getByRole('heading', { level: 1, name: 'Remark' })).toBeVisible();
    const classes = page.getByRole('table', { name: 'Form classes of 2026/2027' });
    const row = classes.getByRole('row').filter({ hasText: 'Primary 5 Courage' });
    await expect(row).toContainText(/\d+ of \d+ complete/);
    await expect(row).toContainText(/\d+ missing/);
    await screenshotsIfAsked(page, 'form-class-remark-list');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Height & Weight' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Height & Weight' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Form classes of 2026/2027' })).toContainText(/\d+ of \d+ complete/);

    await page.goto('/remark?term=2');
    await row.getByRole('link', { name: 'What’s missing in Primary 5 Courage, term 2' }).click();
    await expect(page).toHaveURL(/\/form-class-completion\/cy-primary-5-courage\/ay-2026\?term=2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'What’s missing: Primary 5 Courage' })).toBeVisible();
    const students = page.getByRole('table', { name: 'Missing records per student' });
    await expect(students.getByText('Complete').first()).toBeVisible();
    await screenshotsIfAsked(page, 'form-class-completion');
    await expectNoAxeViolations(page);

    const gap = students.getByRole('link', { name: /^Conduct of / }).first();
    const href = await gap.getAttribute('href');
    baseExpect(href).toMatch(/^\/conduct\/cy-primary-5-courage\/ay-2026\?term=2#student-st-/);
    await gap.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`));
    await expectNoAxeViolations(page);
  });
});

test.describe('form-class routes for a teacher without a homeroom class', () => {
  test.use({ storageState: storageStateFor('teacher') });
  test.setTimeout(120_000);

  test('every form-class route is not authorized and the menu has no Form Class group', async ({ page }) => {
    const routes = [
      '/remark',
      '/height-and-weight',
      '/streaming-and-promotion',
      '/conduct',
      '/remark/cy-primary-4-courage/ay-2026',
      '/height-and-weight/cy-primary-4-courage/ay-2026',
      '/streaming-and-promotion/cy-primary-4-courage/ay-2026',
      '/conduct/cy-primary-4-courage/ay-2026',
      '/form-class-completion/cy-primary-4-courage/ay-2026?term=2',
    ];
    for (const route of routes) {
      await page.goto(route);
      await expect(page).toHaveURL(/\/not-authorized$/);
    }
    await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).not.toContainText('Form Class');
    await expectNoAxeViolations(page);
  });
});

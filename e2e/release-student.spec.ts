import { expect as baseExpect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';

// The 2-core dev machine runs several suites at once; first loads can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

test.use({ storageState: storageStateFor('principal') });
test.setTimeout(120_000);

test('the principal approves and releases a student, sees the chain, and a second release is refused', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/release-student');
  await expect(page.getByRole('heading', { level: 1, name: 'Release Student' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Hendra Gunawan (Uncle)' });
  await expect(row).toContainText('Requested');
  const student = (await row.getByRole('rowheader').locator('.fw-semibold').textContent()) ?? '';

  await row.getByRole('button', { name: `Approve ${student}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(row.getByRole('button', { name: `Release ${student}` })).toBeEnabled();
  await row.getByRole('button', { name: `Release ${student}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Release ${student} to Hendra Gunawan now?`);
  await dialog.getByRole('button', { name: 'Release' }).click();

  await expect(row.getByRole('button', { name: `Released: ${student}` })).toBeDisabled();
  const chain = row.getByRole('list', { name: `Chain of ${student}’s request` }).getByRole('listitem');
  await expect(chain).toHaveText([
    /^Requested \d\d:\d\d · School office$/,
    /^Approved \d\d:\d\d · Mdm Siti Rahmah$/,
    /^Released \d\d:\d\d · Mdm Siti Rahmah$/,
  ]);
  await expect(row).toContainText(/Early release at \d\d:\d\d\.|excused absence\./);

  // The button is gone; the backend refuses a second release sent around it, as a stale tab would.
  consoleErrors.allow(/status of 409/);
  const id = ((await row.getAttribute('data-testid')) ?? '').replace('pick-up-', '');
  const refused = await page.evaluate(async (requestId) => {
    const response = await fetch(`/api/student-pick-up-requests/${requestId}/transitions`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${window.localStorage.getItem('portal.accessToken') ?? ''}`,
      },
      body: JSON.stringify({ action: 'release' }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }, id);
  expect(refused).toEqual({ status: 409, body: { message: 'This student has already been released.' } });

  await screenshotsIfAsked(page, 'release-student');
  await expectNoAxeViolations(page);
});

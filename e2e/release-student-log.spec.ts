import { expect as baseExpect, expectNoAxeViolations, screenshotsIfAsked, storageStateFor, test } from './fixtures';

// The 2-core dev machine runs several suites at once; first loads can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

test.use({ storageState: storageStateFor('homeroom') });
test.setTimeout(120_000);

const HOMEROOM_CLASS = 'cy-primary-5-courage';

test('the homeroom teacher logs a pick-up request for a student of their class, approves and releases it, and sees the chain', async ({
  page,
}) => {
  await page.goto('/release-student');
  await expect(page.getByRole('heading', { level: 1, name: 'Release Student' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Hendra Gunawan (Uncle)' })).toBeVisible();

  // A student of their own class who has no request today yet, read as the form's select reads them.
  const chosen = await page.evaluate(async (classYearId) => {
    const headers = { Authorization: `Bearer ${window.localStorage.getItem('portal.accessToken') ?? ''}` };
    type Item = { id: string; fullName: string; classYearName: string; studentId?: string };
    const get = async (path: string) => (await (await fetch(path, { headers })).json()) as { data: Item[] };
    const day = await get('/api/student-pick-up-requests');
    const taken = new Set(day.data.map((row) => row.studentId));
    const students = await get(`/api/pick-up-students?classYearId=${classYearId}&pageSize=0`);
    const found = students.data.find((row) => !taken.has(row.id));
    return { fullName: found?.fullName ?? '', className: found?.classYearName ?? '' };
  }, HOMEROOM_CLASS);
  expect(chosen.fullName).not.toBe('');
  const student = chosen.fullName;

  await page.getByRole('button', { name: 'Log pick-up request' }).click();
  const form = page.getByRole('form', { name: 'Log pick-up request' });
  await form.getByRole('combobox', { name: 'Student' }).fill(student);
  // Namesakes exist across classes: the option names the class too.
  await page
    .getByRole('option', { name: new RegExp(student) })
    .filter({ hasText: chosen.className })
    .click();
  await form.getByLabel('Collector’s name').fill('Siti Aminah');
  await form.getByLabel('Relationship').fill('Aunt');
  await form.getByLabel('ID type').selectOption('KITAP');
  await form.getByLabel('ID number').fill('KP-7788');
  await form.getByLabel('Expected pick-up time').fill('14:45');
  await form.getByLabel('Reason').fill('Grandmother’s birthday');
  await expect(form.getByRole('status')).toHaveText('Unsaved changes are kept as a draft in this browser.');
  await screenshotsIfAsked(page, 'release-student-log-form');
  await expectNoAxeViolations(page, { include: 'form[aria-label="Log pick-up request"]' });
  await form.getByRole('button', { name: 'Save request' }).click();
  await expect(form).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: 'Siti Aminah (Aunt)' });
  await expect(row).toContainText('Requested');
  await expect(row).toContainText('KITAP KP-7788');
  await row.getByRole('button', { name: `Approve ${student}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(row).toContainText('Approved');
  await row.getByRole('button', { name: `Release ${student}` }).click();
  await expect(page.getByRole('dialog')).toContainText(
    `Release ${student} to Siti Aminah now? Check their KITAP KP-7788 first.`,
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Release' }).click();

  await expect(row.getByRole('button', { name: `Released: ${student}` })).toBeDisabled();
  const chain = row.getByRole('list', { name: `Chain of ${student}’s request` }).getByRole('listitem');
  await expect(chain).toHaveText([
    /^Requested \d\d:\d\d · Mr Daniel Tan$/,
    /^Approved \d\d:\d\d · Mr Daniel Tan$/,
    /^Released \d\d:\d\d · Mr Daniel Tan$/,
  ]);
  await expect(row).toContainText(/Early release at \d\d:\d\d\.|excused absence\./);

  // Another class's request: the form teacher of that class or the principal approves it, not this teacher.
  const other = page.getByRole('row').filter({ hasText: 'Hendra Gunawan (Uncle)' });
  await expect(other.getByRole('button', { name: /^Approve / })).toBeDisabled();
  await expect(other).toContainText('Only the principal or the form teacher approves');

  await screenshotsIfAsked(page, 'release-student-log-released');
  await expectNoAxeViolations(page);
});

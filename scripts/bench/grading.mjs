// Bench: the grading page on the demo build with a whole class (issue 10 "Performance"). Figures: time from
// clicking a student on the assignment page to their first question being visible (target 1 s); time from
// pressing J to the next student's answers being visible, the next submission and its files having been prefetched
// (targets, issue 22: median 100 ms, worst 200 ms) — timed in the page, from the J key's keydown event to the first
// animation frame that has the next student's name as the page's heading and their first question in the form
// (watchNextStudent), and also as before, from Playwright's key press to its locators finding both, which adds the
// harness's round trips to the browser (about 40 ms a switch on this 2-core machine) that no teacher waits for;
// the targets are read on the page's own figure; and the main thread's longest task while typing feedback and while typing an annotation on the
// student's photo with the text tool (target: none over 50 ms, judged on the task's CPU time as in
// gradebook-typing, since wall time on a loaded 2-core machine includes waiting for a core).
import { loadavg } from 'node:os';
import { BUILDS, buildApp, formatTable, launchChromium, mainThreadTasksWhile, serve, signedInPage } from './lib.mjs';

export const name = 'grading';

const FIRST_TARGET_MS = 1000;
const NEXT_MEDIAN_TARGET_MS = 100;
const NEXT_WORST_TARGET_MS = 200;
const LONG_TASK_MS = 50;
const SWITCHES = 8;
const FEEDBACK =
  'Your working is clear and you explained each step. Check the units in the second answer, and write the ' +
  'final answer as a fraction in its simplest form. Well done on the diagram.';
const ANNOTATION = 'Check the units: the area is in square centimetres, not centimetres.';
const round = (ms) => Math.round(ms * 10) / 10;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The signed-in teacher's assignment with the most students, and its students in name order (the page's order). */
function largestAssignment(page) {
  return page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('portal.accessToken')}` };
    const get = async (path) => (await fetch(`/api${path}`, { headers })).json();
    const assignments = (await get('/assignments?page=0&pageSize=100')).data;
    const largest = assignments.sort((a, b) => b.studentsCount - a.studentsCount)[0];
    const rows = (await get(`/assignments/${largest.id}/submissions?page=0&pageSize=0&sortBy=fullName`)).data;
    return { id: largest.id, title: largest.title, students: rows.map((row) => row.student.fullName) };
  });
}

/**
 * Runs in the page before J is pressed: notes when the keydown arrives and the first animation frame after it in
 * which the page's h1 reads `fullName` and the grading form shows a question heading (the frame the teacher sees).
 */
function watchNextStudent(fullName) {
  const watch = { keydownAt: 0, shownAt: 0 };
  globalThis.__nextStudent = watch;
  globalThis.addEventListener('keydown', () => (watch.keydownAt = performance.now()), { once: true, capture: true });
  const check = () => {
    const heading = globalThis.document.querySelector('h1');
    const question = globalThis.document.querySelector('[aria-label="Grading"] h2');
    if (watch.keydownAt > 0 && heading?.textContent === fullName && question) watch.shownAt = performance.now();
    else globalThis.requestAnimationFrame(check);
  };
  globalThis.requestAnimationFrame(check);
}

const heading = (page, fullName) => page.getByRole('heading', { level: 1, name: fullName, exact: true });
const firstQuestion = (page) => page.getByRole('form', { name: 'Grading' }).getByRole('heading', { level: 2 }).first();

export async function run({ verbose = false } = {}) {
  const build = BUILDS.demo;
  const buildMs = buildApp(build);
  const server = await serve(build);
  const browser = await launchChromium();
  try {
    const page = await signedInPage(browser, server.baseURL, 'teacher');
    const assignment = await largestAssignment(page);

    await page.goto(`${server.baseURL}/assignments/${assignment.id}`);
    const firstName = assignment.students[0];
    const link = page.getByRole('table', { name: 'Students' }).getByRole('link', { name: firstName, exact: true });
    await link.waitFor({ timeout: 30_000 });
    let started = Date.now();
    await link.click();
    await heading(page, firstName).waitFor({ timeout: 30_000 });
    await firstQuestion(page).waitFor({ timeout: 30_000 });
    const firstMs = Date.now() - started;

    const switches = [];
    const harnessSwitches = [];
    for (let i = 1; i <= Math.min(SWITCHES, assignment.students.length - 1); i += 1) {
      // Give the prefetch of the next student the moment a teacher takes to look at the page.
      await page.waitForTimeout(500);
      await page.getByRole('heading', { level: 1 }).click();
      await page.evaluate(watchNextStudent, assignment.students[i]);
      started = Date.now();
      await page.keyboard.press('j');
      await heading(page, assignment.students[i]).waitFor({ timeout: 30_000 });
      await firstQuestion(page).waitFor({ timeout: 30_000 });
      harnessSwitches.push(Date.now() - started);
      await page.waitForFunction(() => globalThis.__nextStudent.shownAt > 0, undefined, { timeout: 30_000 });
      switches.push(Math.round(await page.evaluate(() => globalThis.__nextStudent.shownAt - globalThis.__nextStudent.keydownAt)));
    }

    const feedback = page.getByLabel('Feedback to the student');
    await feedback.click();
    const tasks = await mainThreadTasksWhile(page, () => page.keyboard.type(FEEDBACK, { delay: 15 }));
    const longestWall = Math.max(0, ...tasks.map((task) => task.wallMs));
    const longestCpu = Math.max(0, ...tasks.map((task) => task.cpuMs));

    // The text tool on the student's photo (react-konva, loaded on first use): add a text and type it.
    const grading = page.getByRole('form', { name: 'Grading' });
    await grading.getByRole('button', { name: /^Annotate / }).first().click();
    await grading.getByRole('button', { name: 'Add text' }).click();
    const annotationBox = grading.getByRole('textbox', { name: 'Annotation text' });
    await annotationBox.waitFor({ timeout: 30_000 });
    await annotationBox.click();
    const annotationTasks = await mainThreadTasksWhile(page, () => page.keyboard.type(ANNOTATION, { delay: 15 }));
    const annotationCpu = Math.max(0, ...annotationTasks.map((task) => task.cpuMs));
    const annotationWall = Math.max(0, ...annotationTasks.map((task) => task.wallMs));
    const results = {
      buildMs,
      assignment: assignment.title,
      students: assignment.students.length,
      firstSubmissionMs: firstMs,
      nextStudentMs: switches,
      nextStudentMedianMs: median(switches),
      nextStudentMaxMs: Math.max(0, ...switches),
      nextStudentHarnessMs: harnessSwitches,
      nextStudentHarnessMedianMs: median(harnessSwitches),
      nextStudentHarnessMaxMs: Math.max(0, ...harnessSwitches),
      feedbackKeys: FEEDBACK.length,
      longestTaskCpuMs: round(longestCpu),
      longestTaskWallMs: round(longestWall),
      tasksOver50MsWall: tasks.filter((task) => task.wallMs >= LONG_TASK_MS).length,
      annotationKeys: ANNOTATION.length,
      annotationLongestTaskCpuMs: round(annotationCpu),
      annotationLongestTaskWallMs: round(annotationWall),
      annotationTasksOver50MsWall: annotationTasks.filter((task) => task.wallMs >= LONG_TASK_MS).length,
      loadAverage: loadavg().map((load) => Math.round(load * 10) / 10),
      targets: { firstSubmissionMs: FIRST_TARGET_MS, nextStudentMedianMs: NEXT_MEDIAN_TARGET_MS, nextStudentMaxMs: NEXT_WORST_TARGET_MS, longestTaskMs: LONG_TASK_MS },
    };
    console.info(
      formatTable(
        ['assignment', 'students', 'first ms', 'next median ms', 'next max ms', 'next via harness median / max ms', 'feedback longest CPU ms', 'wall ms', 'annotation longest CPU ms', 'wall ms', 'load'],
        [
          [
            assignment.title,
            results.students,
            firstMs,
            results.nextStudentMedianMs,
            results.nextStudentMaxMs,
            `${results.nextStudentHarnessMedianMs} / ${results.nextStudentHarnessMaxMs}`,
            results.longestTaskCpuMs,
            results.longestTaskWallMs,
            results.annotationLongestTaskCpuMs,
            results.annotationLongestTaskWallMs,
            results.loadAverage[0],
          ],
        ],
      ),
    );
    if (verbose) console.info(JSON.stringify(results, null, 2));
    await page.context().close();
    const ok =
      firstMs <= FIRST_TARGET_MS &&
      results.nextStudentMedianMs <= NEXT_MEDIAN_TARGET_MS &&
      results.nextStudentMaxMs <= NEXT_WORST_TARGET_MS &&
      longestCpu < LONG_TASK_MS &&
      annotationCpu < LONG_TASK_MS;
    return { ok, results };
  } finally {
    await browser.close();
    await server.close();
  }
}

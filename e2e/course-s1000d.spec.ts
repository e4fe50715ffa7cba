import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { DEFAULT_COURSES } from '../src/data/default-courses.ts';
import { expectNoSeriousViolations } from './support/a11y.ts';
import { loginAs } from './support/login.ts';
import { asOwner } from './support/users.ts';

/** The seeded courses as npm start leaves them; S4000P reset because a test edits it. */
async function seedCourses() {
  await asOwner(async (repos) => {
    const existing = new Set((await repos.courses.list()).map((c) => c.id));
    for (const course of DEFAULT_COURSES) {
      if (!existing.has(course.id) || course.id === 's4000p') await repos.courses.save(course);
    }
  });
}

async function answer(page: Page, question: string, option: string) {
  await page.getByRole('group', { name: question }).getByLabel(option).check();
}

test('a student works through a lesson, gets feedback, and keeps progress across a reload', async ({
  page,
}) => {
  await seedCourses();
  const student = await loginAs(page, '');
  await expect(page.getByText('S1000D course: not started')).toBeVisible();
  await page.getByRole('link', { name: 'Start the S1000D course' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'What a data module is' }),
  ).toBeVisible();

  await answer(page, '1. Where are data modules kept', 'In each publication, as a copy');
  await answer(page, '2. Which part of a data module', 'The identification and status section');
  await answer(page, '3. A data module title', 'Remove procedures');
  await page.getByRole('button', { name: 'Check answers' }).click();
  await expect(page.getByText('Not all answers are right yet.')).toBeVisible();
  const first = page.getByRole('group', { name: '1. Where are data modules kept' });
  await expect(first.getByText('Not quite.', { exact: true })).toBeVisible();
  await expect(page.getByText('Correct.', { exact: true })).toHaveCount(2);
  await expectNoSeriousViolations(page);

  await answer(page, '1. Where are data modules kept', 'In a common source database (CSDB)');
  await page.getByRole('button', { name: 'Check answers' }).click();
  await expect(
    page.getByText('All correct. This lesson is complete. Your answers are saved.'),
  ).toBeVisible();

  await page.reload();
  await expect(page.getByText('1 of 9 lessons complete')).toBeVisible();
  await page.getByRole('link', { name: /1\. What a data module is \(complete\)/ }).click();
  await expect(first.getByLabel('In a common source database (CSDB)')).toBeChecked();
  await expect(first.getByText('Correct.', { exact: true })).toBeVisible();

  const saved = await asOwner((repos) => repos.courseProgress.get(student.uid, 's1000d'));
  expect(saved).toMatchObject({
    completedLessonIds: ['data-modules'],
    lessonCount: 9,
    answers: { 'data-modules:q1': { choice: 'b', correct: true } },
  });

  await page.goto('/dashboard');
  await expect(page.getByText('S1000D course: 1 of 9 lessons')).toBeVisible();
  await page.getByRole('link', { name: 'Continue the S1000D course' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'The data module code: product and SNS segments' }),
  ).toBeVisible();
});

test("a session user's progress is saved under its session id and shown on its dashboard", async ({
  page,
}) => {
  await seedCourses();
  const sessionId = await asOwner(async (repos) => {
    const code = await repos.accessCodes.create(
      {
        bucketId: 'bucket-course-e2e',
        description: 'Course cohort',
        usesLeft: 5,
        expiryDate: new Date(Date.now() + 86_400_000),
      },
      'teacher-e2e',
    );
    return repos.accessCodes.redeem(code, 'Sam Session', new Date());
  });
  await page.goto('/login');
  await page.evaluate((id) => localStorage.setItem('ipsStudio.sessionId', id), sessionId);
  await page.goto('/dashboard');
  await expect(page.getByText('S1000D course: not started')).toBeVisible();
  await page.getByRole('link', { name: 'Start the S1000D course' }).click();
  await answer(page, '1. Where are data modules kept', 'In a common source database (CSDB)');
  await answer(page, '2. Which part of a data module', 'The identification and status section');
  await answer(page, '3. A data module title', 'Remove procedures');
  await page.getByRole('button', { name: 'Check answers' }).click();
  await expect(page.getByText(/Your answers are saved\./)).toBeVisible();
  expect(await asOwner((repos) => repos.courseProgress.get(sessionId, 's1000d'))).toMatchObject({
    learnerId: sessionId,
    bucketIds: ['bucket-course-e2e'],
    completedLessonIds: ['data-modules'],
  });
  await page.goto('/dashboard');
  await expect(page.getByText('S1000D course: 1 of 9 lessons')).toBeVisible();
});

test('students see which courses they cannot open', async ({ page }) => {
  await seedCourses();
  await loginAs(page, '');
  await page.goto('/courses');
  const s2000m = page.getByRole('article', { name: 'S2000M' });
  await expect(s2000m.getByText('Inactive')).toBeVisible();
  await expect(s2000m.getByText('Not open to students.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await expect(
    page.getByRole('article', { name: 'S1000D' }).getByRole('link', { name: 'Open S1000D course' }),
  ).toBeVisible();
});

test('an administrator edits a course in the catalogue; bad input changes nothing', async ({
  page,
}) => {
  await seedCourses();
  await loginAs(page, 'admin');
  await page.goto('/courses');
  await page.getByRole('button', { name: 'Edit S4000P' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit S4000P' });
  await dialog.getByLabel('Name').fill('   ');
  await dialog.getByRole('button', { name: 'Save course' }).click();
  await expect(dialog.getByText('Enter a course name.')).toBeVisible();
  expect((await asOwner((repos) => repos.courses.get('s4000p')))?.name).toBe('S4000P');

  await dialog.getByLabel('Name').fill('S4000P Preventive Maintenance');
  await dialog.getByLabel('Status').selectOption('active');
  await dialog.getByLabel('Access level').selectOption('full');
  await dialog.getByLabel('Features (one per line)').fill('Maintenance intervals\nTask analysis');
  await dialog.getByRole('button', { name: 'Save course' }).click();
  await expect(page.getByText('S4000P Preventive Maintenance saved.')).toBeVisible();
  const card = page.getByRole('article', { name: 'S4000P Preventive Maintenance' });
  await expect(card.getByText('Active')).toBeVisible();
  await expect(card.getByText('Task analysis')).toBeVisible();
  expect(await asOwner((repos) => repos.courses.get('s4000p'))).toMatchObject({
    name: 'S4000P Preventive Maintenance',
    status: 'active',
    accessLevel: 'full',
    features: ['Maintenance intervals', 'Task analysis'],
  });
});

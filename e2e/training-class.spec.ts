import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { format } from 'date-fns';
import { DEFAULT_COURSES } from '../src/data/default-courses.ts';
import { expectNoSeriousViolations } from './support/a11y.ts';
import { loginAs } from './support/login.ts';
import { asOwner } from './support/users.ts';
import type { SignInRole } from '../src/access/model.ts';

const tomorrow = () => format(new Date(Date.now() + 86_400_000), 'yyyy-MM-dd');

async function joinWithCode(page: Page, name: string, code: string) {
  await page.goto('/join');
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Access code').fill(code);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * The same class run by a teacher holding one role, and by one holding five with the
 * teaching role last (issue 14: five roles once ran the rules past their limits).
 */
const TEACHERS: { shape: string; roles: SignInRole[]; bucketId: string }[] = [
  { shape: 'one role', roles: ['school'], bucketId: 'S1K-SPRING' },
  {
    shape: 'five roles, the teaching role last',
    roles: ['s1000d-viewer', 'operator', 'data-analyst', 'customer-support', 'school'],
    bucketId: 'S1K-SPRING-5',
  },
];

for (const { shape, roles, bucketId } of TEACHERS) {
  test(`a teacher (${shape}) runs a class end to end with a student joined by code, live in two browsers`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    await asOwner(async (repos) => {
      for (const course of DEFAULT_COURSES) await repos.courses.save(course);
    });
    const teacherContext = await browser.newContext();
    const studentContext = await browser.newContext();
    const teacher = await teacherContext.newPage();
    const student = await studentContext.newPage();

    // The teacher creates a bucket from the To-Do Manager and opens its page.
    await loginAs(teacher, 'school', { roles });
    await teacher.goto('/tools/todo-manager');
    const newBucket = teacher.getByRole('form', { name: 'New bucket' });
    await newBucket.getByLabel('Bucket name').fill('Spring S1000D');
    await newBucket.getByLabel('Bucket ID').fill(`${bucketId}-${Date.now()}`);
    await newBucket.getByLabel('S1000D').check();
    await newBucket.getByRole('button', { name: 'Create bucket' }).click();
    await teacher
      .getByRole('list', { name: 'Buckets' })
      .getByRole('link', { name: 'Spring S1000D' })
      .click();
    await expect(teacher.getByRole('heading', { name: 'Spring S1000D' })).toBeVisible();

    const newAssignment = teacher.getByRole('form', { name: 'Add assignment' });
    await newAssignment.getByLabel('Title').fill('Explain a data module code');
    await newAssignment.getByLabel('Due date').fill(tomorrow());
    await newAssignment.getByRole('button', { name: 'Add assignment' }).click();
    await expect(teacher.getByRole('list', { name: 'Assignments' })).toContainText(
      'Explain a data module code',
    );

    const newCode = teacher.getByRole('form', { name: 'New access code' });
    await newCode.getByLabel('Description').fill('Spring term');
    await newCode.getByLabel('Expiry date').fill(tomorrow());
    await newCode.getByLabel('Number of uses').fill('5');
    await newCode.getByRole('button', { name: 'Issue access code' }).click();
    const code = (await teacher.getByLabel('Issued access code').textContent())!.trim();
    expect(code).toMatch(/^[A-Z0-9]{16}$/);
    await expect(teacher.getByRole('table').filter({ hasText: 'Spring term' })).toContainText('5');

    // The student joins with the code and finds the bucket in My Courses.
    await joinWithCode(student, 'Sam Student', code);
    const myCourse = student.getByTestId('sidebar').getByRole('link', { name: /Spring S1000D/ });
    await expect(myCourse).toBeVisible();
    await expect(myCourse).not.toContainText('Inactive');
    await expect(teacher.getByRole('table').filter({ hasText: 'Sam Student' })).toContainText(
      'Access code',
    );

    // Deactivated by the teacher: the tag appears for the student without a reload.
    await teacher.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await expect(myCourse).toContainText('Inactive');
    await myCourse.click();
    await expect(student.getByRole('note')).toHaveText(
      'This bucket is inactive: it accepts no submissions.',
    );
    await expect(student.getByRole('button', { name: 'Submit work' })).toBeDisabled();

    // Reactivated: the student submits and the teacher's badge rises without a reload.
    await teacher.getByRole('button', { name: 'Activate', exact: true }).click();
    await expect(myCourse).not.toContainText('Inactive');
    const teacherSidebar = teacher.getByTestId('sidebar');
    await expect(teacherSidebar.getByLabel(/open to-dos$/)).toHaveCount(0);
    await student
      .getByLabel('Your work')
      .fill('DMC-BIKE-AAA-D00-00-00-00AA-041A-A names one module.');
    await student.getByRole('button', { name: 'Submit work' }).click();
    await expect(teacherSidebar.getByLabel('1 open to-dos')).toBeVisible({ timeout: 2000 });

    await expect(teacher.getByLabel('Feedback for Sam Student')).toBeVisible();
    await expectNoSeriousViolations(teacher);
    await expectNoSeriousViolations(student);

    // The teacher reviews it (closing the to-do); the student sees the feedback live.
    await teacher.getByLabel('Feedback for Sam Student').fill('Well explained.');
    await teacher.getByRole('button', { name: 'Mark reviewed' }).click();
    await expect(teacherSidebar.getByLabel(/open to-dos$/)).toHaveCount(0);
    await expect(student.getByText('Feedback: Well explained.')).toBeVisible();
    await expect(student.getByText(/^Reviewed/)).toBeVisible();

    await teacherContext.close();
    await studentContext.close();
  });
}

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { testCourse } from '../../testing/test-documents.ts';
import { CourseEditDialog } from './course-edit-dialog.tsx';

afterEach(cleanup);

it('says what is wrong with a field and saves nothing, then saves the edit', async () => {
  const onSave = vi.fn(() => Promise.resolve());
  render(
    <CourseEditDialog course={testCourse({ icon: 'wrench' })} onSave={onSave} onClose={() => {}} />,
  );
  const name = screen.getByLabelText('Name');
  await userEvent.clear(name);
  await userEvent.click(screen.getByRole('button', { name: 'Save course' }));
  expect(screen.getByText('Enter a course name.')).toBeVisible();
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(onSave).not.toHaveBeenCalled();

  await userEvent.type(name, 'S1000D basics');
  await userEvent.type(screen.getByLabelText('Features (one per line)'), 'Codes{enter}BREX');
  await userEvent.click(screen.getByRole('button', { name: 'Save course' }));
  expect(onSave).toHaveBeenCalledWith(
    expect.objectContaining({ name: 'S1000D basics', features: ['Codes', 'BREX'] }),
  );
});

it('keeps the dialog and says so when the save fails', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const onSave = vi.fn(() => Promise.reject(new Error('offline')));
  render(
    <CourseEditDialog course={testCourse({ icon: 'wrench' })} onSave={onSave} onClose={() => {}} />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save course' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The course could not be saved. Nothing was changed; try again.',
  );
  expect(screen.getByRole('dialog', { name: 'Edit S1000D' })).toBeVisible();
});

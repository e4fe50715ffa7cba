import { describe, expect, it } from 'vitest';
import {
  createTeacherProfile,
  DeprecatedOperationError,
  setupCourses,
} from './deprecated-operations.ts';

describe('deprecated operations', () => {
  it('createTeacherProfile always fails with the spec text', async () => {
    await expect(createTeacherProfile('uid', { name: 'x' })).rejects.toThrow(
      new DeprecatedOperationError(
        'This function has been deprecated. Please use the User Management system instead.',
      ),
    );
  });

  it('setupCourses always fails with the spec text', async () => {
    await expect(setupCourses()).rejects.toThrow(
      'Please use the proper course management system instead.',
    );
  });
});

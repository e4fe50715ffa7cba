import type { S1000dProject } from '../data/s1000d-store-types.ts';
import type { Course } from '../domain/courses.ts';
import type { IpsBucket } from '../domain/ips-buckets.ts';

/** A complete, active course: the S1000D course unless the test says otherwise. */
export function testCourse(overrides: Partial<Course> = {}): Course {
  return {
    id: 's1000d',
    name: 'S1000D',
    description: '',
    status: 'active',
    enrolledStudents: 0,
    accessLevel: 'full',
    lastUpdated: '2026-01-01',
    icon: 'BookOpen',
    color: 'primary',
    features: [],
    createdBy: 'admin',
    createdAt: null,
    ...overrides,
  };
}

/** A complete, active bucket teaching the S1000D course, with teacher t1. */
export function testBucket(overrides: Partial<IpsBucket> = {}): IpsBucket {
  return {
    id: 'b1',
    bucketId: 'S1K',
    name: 'Spring S1000D',
    isActive: true,
    courseIds: ['s1000d'],
    teacherIds: ['t1'],
    createdBy: 't1',
    createdAt: null,
    ...overrides,
  };
}

/** An S1000D project with its manager Ada, settings empty unless the test says otherwise. */
export function testS1000dProject(overrides: Partial<S1000dProject> = {}): S1000dProject {
  return {
    id: 'p1',
    name: 'Bike manual',
    description: '',
    settings: {},
    members: { ada: 'manager' },
    visibility: 'members',
    ownerId: 'ada',
    createdAt: null,
    updatedAt: null,
    ...overrides,
  };
}

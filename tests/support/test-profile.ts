/** A new user's profile as the tests write it: named and mailed after its uid, nothing chosen yet. */
export const testProfile = (
  uid: string,
  assignedRoles: readonly string[] = [],
  { isSystemAdmin = false, enrolledCourses = [] as readonly string[] } = {},
) => ({
  uid,
  email: `${uid}@example.com`,
  name: uid,
  enrolledCourses: [...enrolledCourses],
  assignedRoles: [...assignedRoles],
  selectedRole: null,
  isSystemAdmin,
  mustChangePassword: false,
});

import { fullPermissions, type Permissions, type Role } from './model.ts';

/** Small role builder for tests and the access matrix's fixtures. */
export function role(
  id: string,
  permissions: Permissions,
  options: { name?: string; isActive?: boolean } = {},
): Role {
  return {
    id,
    name: options.name ?? id,
    description: '',
    permissions,
    isSystem: false,
    isActive: options.isActive ?? true,
  };
}

export const allAreas = fullPermissions;

import type { Role } from '../access/model.ts';

export type StoredRole = Role & { createdAt: Date | null; updatedAt: Date | null };

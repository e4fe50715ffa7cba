export type AuthUser = { uid: string; email: string };

export type SignedInUser = AuthUser & { emailVerified: boolean };

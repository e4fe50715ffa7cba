/** What the user directory tells about a colleague found by e-mail. */
export type DirectoryEntry = { uid: string; displayName: string };

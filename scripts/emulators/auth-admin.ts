/** The Auth emulator's REST API; `Bearer owner` is the emulator's admin token. */
export function createAuthEmulatorAdmin(authHost: string, projectId: string) {
  const base = `http://${authHost}/identitytoolkit.googleapis.com/v1`;
  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`Auth emulator ${path}: ${JSON.stringify(json)}`);
    return json;
  };
  return {
    async findUid(email: string): Promise<string | null> {
      const found = await call(`/projects/${projectId}/accounts:lookup`, { email: [email] });
      const users = found.users as { localId: string }[] | undefined;
      return users?.[0]?.localId ?? null;
    },
    /** Verified: the address was chosen by whoever runs the emulators (ADMIN_EMAIL). */
    async createUser(email: string, password: string): Promise<string> {
      const created = await call(`/projects/${projectId}/accounts`, {
        email,
        password,
        emailVerified: true,
      });
      return String(created.localId);
    },
    /** The e-mails the emulator would have sent: verification and password links. */
    async sentLinks(): Promise<{ email: string; requestType: string; oobLink: string }[]> {
      const response = await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/oobCodes`);
      const json = (await response.json()) as { oobCodes?: [] };
      return json.oobCodes ?? [];
    },
    async deleteUser(uid: string) {
      await call(`/projects/${projectId}/accounts:delete`, { localId: uid });
    },
    async setPassword(uid: string, password: string) {
      await call(`/projects/${projectId}/accounts:update`, { localId: uid, password });
    },
  };
}

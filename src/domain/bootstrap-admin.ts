export type BootstrapAccount = { uid: string; email: string };

export type BootstrapOptions = {
  /** Shown until they choose another; the seed uses 'Administrator'. */
  name: string;
  /** True when the login was made with a temporary password (the emulator seed). */
  mustChangePassword: boolean;
};

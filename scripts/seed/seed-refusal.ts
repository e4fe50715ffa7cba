/** Refusing to seed over saved data: the message says what to do. */
export class SeedRefusal extends Error {}

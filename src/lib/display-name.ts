/** The spec's default when a profile has no display name. */
export const DEFAULT_DISPLAY_NAME = 'No Name';

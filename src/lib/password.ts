/** Firebase accepts 6; we ask for more, since these accounts hold others' data. */
export const MIN_PASSWORD_LENGTH = 10;

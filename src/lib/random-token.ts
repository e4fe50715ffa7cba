// No 0/O, 1/I/L: codes are read aloud and typed by students.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Uniform characters from crypto.getRandomValues, rejecting bytes that would bias the result. */
export function randomToken(length: number, alphabet = ALPHABET): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

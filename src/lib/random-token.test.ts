import { describe, expect, it } from 'vitest';
import { randomToken } from './random-token.ts';

describe('randomToken', () => {
  it('has the requested length and only alphabet characters', () => {
    const token = randomToken(40, 'ab');
    expect(token).toHaveLength(40);
    expect(token).toMatch(/^[ab]+$/);
  });

  it('does not repeat', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => randomToken(16)));
    expect(tokens.size).toBe(200);
  });
});

describe('generateTemporaryPassword', () => {
  it('is 12 characters from letters, digits and !@#$%^&*', async () => {
    const { generateTemporaryPassword } = await import('./temporary-password.ts');
    for (let i = 0; i < 50; i++) {
      expect(generateTemporaryPassword()).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);
    }
  });
});

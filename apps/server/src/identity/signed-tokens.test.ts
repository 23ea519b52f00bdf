import { describe, expect, it } from 'vitest';
import { SignedTokens } from './signed-tokens';

const SECRET = 'a-test-secret-of-at-least-32-bytes';

describe('signed tokens', () => {
  it('give back what they carry, intact', () => {
    const tokens = new SignedTokens(SECRET, 'purpose-a');
    expect(tokens.payloadOf(tokens.make('account-1.1700000000000'))).toBe('account-1.1700000000000');
  });

  it('refuse an altered token, one made for another purpose, and one bound to something else', () => {
    const tokens = new SignedTokens(SECRET, 'purpose-a');
    const token = tokens.make('account-1', 'hash-1');
    const [payload, signature] = token.split('.');

    expect(tokens.payloadOf(token, 'hash-1')).toBe('account-1');
    expect(tokens.payloadOf(token, 'hash-2')).toBeNull();
    expect(tokens.payloadOf(token)).toBeNull();
    expect(new SignedTokens(SECRET, 'purpose-b').payloadOf(token, 'hash-1')).toBeNull();
    expect(
      tokens.payloadOf(`${Buffer.from('account-2').toString('base64url')}.${signature}`, 'hash-1'),
    ).toBeNull();
    expect(tokens.payloadOf(`${payload}.${signature}.extra`, 'hash-1')).toBeNull();
    expect(tokens.claimedPayloadOf(token)).toBe('account-1');
  });
});

import { describe, expect, it } from 'vitest';
import { isLoopback } from './loopback';

describe('loopback addresses', () => {
  it('are 127.0.0.0/8, ::1 and localhost, in IPv4 or mapped in IPv6', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', 'localhost']) {
      expect({ address, loopback: isLoopback(address) }).toEqual({ address, loopback: true });
    }
    for (const address of ['0.0.0.0', '10.0.0.1', '::ffff:10.0.0.1', '203.0.113.7', '::', undefined]) {
      expect({ address, loopback: isLoopback(address) }).toEqual({ address, loopback: false });
    }
  });
});

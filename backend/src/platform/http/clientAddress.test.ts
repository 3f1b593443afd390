import { describe, expect, it } from 'vitest';
import { DEFAULT_TRUSTED_PROXIES, trustedProxies } from '../../kernel/net.js';
import { clientAddress } from './clientAddress.js';

describe('the client address behind proxies', () => {
  const trusted = trustedProxies(DEFAULT_TRUSTED_PROXIES);

  it('is the peer when nothing was forwarded, or when the peer is no trusted proxy', () => {
    expect(clientAddress('203.0.113.9', undefined, trusted)).toBe('203.0.113.9');
    // A client talking to the server directly cannot name another address.
    expect(clientAddress('203.0.113.9', '198.51.100.1', trusted)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9', undefined, trusted)).toBe('203.0.113.9');
  });

  it("is what the proxy appended, never what the client wrote at the left of the header", () => {
    // nginx's $proxy_add_x_forwarded_for keeps the client's own header and appends the address it saw.
    expect(clientAddress('127.0.0.1', '203.0.113.7', trusted)).toBe('203.0.113.7');
    expect(clientAddress('127.0.0.1', '198.51.100.66, 203.0.113.7', trusted)).toBe('203.0.113.7');
    expect(clientAddress('::ffff:10.0.0.5', '1.1.1.1, 2.2.2.2, 203.0.113.7', trusted)).toBe('203.0.113.7');
  });

  it('walks through a chain of trusted proxies (a CDN in front of nginx)', () => {
    expect(clientAddress('10.0.0.2', '203.0.113.7, 10.0.0.1', trusted)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.2', '203.0.113.7, 192.168.1.1, 10.0.0.1', trusted)).toBe('203.0.113.7');
    // Every hop trusted: the leftmost is as far as anyone can tell.
    expect(clientAddress('127.0.0.1', '10.1.2.3, 10.0.0.1', trusted)).toBe('10.1.2.3');
  });

  it('stops at a malformed entry: the hop a trusted proxy saw is the client', () => {
    expect(clientAddress('127.0.0.1', 'not-an-ip, 203.0.113.7', trusted)).toBe('203.0.113.7');
    expect(clientAddress('127.0.0.1', '203.0.113.7, unknown', trusted)).toBe('127.0.0.1');
  });

  it('takes the proxies it is told, addresses and ranges, and refuses anything else', () => {
    const only = trustedProxies(['192.0.2.10', '2001:db8::/32']);
    expect(clientAddress('192.0.2.10', '203.0.113.7', only)).toBe('203.0.113.7');
    expect(clientAddress('2001:db8::5', '203.0.113.8', only)).toBe('203.0.113.8');
    // Loopback is not trusted unless listed.
    expect(clientAddress('127.0.0.1', '203.0.113.7', only)).toBe('127.0.0.1');
    expect(() => trustedProxies(['10.0.0.0/x'])).toThrow(/TRUSTED_PROXIES/);
    expect(() => trustedProxies(['proxy.internal'])).toThrow(/TRUSTED_PROXIES/);
  });
});

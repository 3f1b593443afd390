import net from 'node:net';
import type { AppMiddleware } from '../../kernel/context.js';
import { plain } from '../../kernel/net.js';

/**
 * The client's address behind proxies: walking `X-Forwarded-For` from the right (each proxy appends
 * the address it was reached from), the first address that is not a trusted proxy. A client can
 * write anything it likes at the left of the header; that part is never read unless every hop to
 * its right is a trusted proxy. Malformed entries stop the walk (the hop before them is the client).
 */
export function clientAddress(peer: string, forwardedFor: string | undefined, trusted: net.BlockList): string {
  const hops = [...(forwardedFor ?? '').split(',').map((s) => s.trim()).filter(Boolean), peer];
  let client = peer;
  for (let i = hops.length - 1; i >= 0; i--) {
    const ip = plain(hops[i] ?? '');
    if (!ip) break;
    client = ip.address;
    if (!isTrusted(trusted, ip.address, ip.family)) break;
  }
  return client;
}

/** The list's answers for the addresses seen last (each request asks about its proxy's, the same few): a check costs a few microseconds. */
const checked = new WeakMap<net.BlockList, Map<string, boolean>>();

function isTrusted(trusted: net.BlockList, address: string, family: 'ipv4' | 'ipv6'): boolean {
  let seen = checked.get(trusted);
  if (!seen) checked.set(trusted, (seen = new Map<string, boolean>()));
  let answer = seen.get(address);
  if (answer === undefined) {
    if (seen.size >= 1000) seen.clear();
    seen.set(address, (answer = trusted.check(address, family)));
  }
  return answer;
}

/** With TRUST_PROXY=1: `ctx.ip` is the client's address as clientAddress reads it (limits, audit, sessions use it). */
export function resolveClientAddress(trusted: net.BlockList): AppMiddleware {
  return async (ctx, next) => {
    ctx.request.ip = clientAddress(ctx.req.socket.remoteAddress ?? '', ctx.get('X-Forwarded-For') || undefined, trusted);
    await next();
  };
}

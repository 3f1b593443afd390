import net from 'node:net';

/** Loopback and private ranges: the proxies of a usual deployment (TRUSTED_PROXIES' default). */
export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.0/8', '::1/128', '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10', 'fc00::/7', 'fe80::/10'];

/** An address as Node reports it, IPv4 in IPv6 (`::ffff:10.0.0.1`) read as IPv4. */
export function plain(address: string): { address: string; family: 'ipv4' | 'ipv6' } | undefined {
  const bare = address.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  const value = mapped ?? bare;
  const family = net.isIPv4(value) ? 'ipv4' : net.isIPv6(value) ? 'ipv6' : undefined;
  return family ? { address: value, family } : undefined;
}

/** The trusted proxies' list (addresses or CIDR ranges); throws on one that is neither. */
export function trustedProxies(entries: readonly string[]): net.BlockList {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const ip = plain(address);
    if (!ip || (bits !== undefined && !/^\d{1,3}$/.test(bits))) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or a CIDR range`);
    if (bits === undefined) list.addAddress(ip.address, ip.family);
    else list.addSubnet(ip.address, Number(bits), ip.family);
  }
  return list;
}

import net from 'node:net';

/** The named ranges a proxy list may use, as Fastify's trustProxy reads them. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** The loopback addresses: the machine itself. */
export const LOOPBACK = ['loopback'];

/** An IPv4 client on a dual-stack socket reads `::ffff:10.0.0.5`: it is `10.0.0.5`. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** Why `entry` is not an address, a CIDR range or a named range; null when it is one. */
function problemWith(entry: string): string | null {
  if (entry in NAMED_RANGES) return null;
  const [address = '', prefix, extra] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || extra !== undefined) return 'is not an address or a CIDR range';
  if (prefix === undefined) return null;
  const bits = Number(prefix);
  const max = family === 4 ? 32 : 128;
  if (!/^\d+$/.test(prefix) || bits > max) return `has a prefix outside 0 to ${max}`;
  return null;
}

/**
 * Reads a comma-separated list of addresses and CIDR ranges (`10.0.0.5, 10.1.0.0/16, ::1`), or
 * the names loopback, linklocal, uniquelocal; throws a message naming `setting` and the entry
 * that is neither.
 */
export function parseAddressList(setting: string, value: string): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const problem = problemWith(entry);
    if (problem) {
      throw new Error(
        `${setting} must be a comma-separated list of addresses or CIDR ranges (like 10.0.0.5,10.1.0.0/16): "${entry}" ${problem}`,
      );
    }
  }
  return entries;
}

/** Whether an address (as a socket reports it) is in a list parseAddressList accepted. */
export function addressMatcher(
  entries: readonly string[],
): (address: string | undefined) => boolean {
  const list = new net.BlockList();
  for (const entry of entries.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
    const [address = '', prefix] = entry.split('/');
    const type = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    if (!address) return false;
    const plain = plainAddress(address);
    const family = net.isIP(plain);
    if (family === 0) return false;
    return list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

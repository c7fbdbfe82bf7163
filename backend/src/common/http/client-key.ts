import { isIPv4, isIPv6 } from 'node:net';

/** The 8 groups of an IPv6 address as numbers (an IPv4 tail counts as the last two). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0]!;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail) {
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const missing = rest === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    Number.parseInt(group || '0', 16),
  );
}

/**
 * Who a per-IP limit counts: an IPv4 client by its address (also when written IPv4-mapped), an
 * IPv6 client by its /64, since one subscriber is handed a whole /64 and picks addresses in it at
 * will.
 */
export function clientKey(ip: string | null | undefined): string {
  const address = ip ?? '';
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address || 'unknown';
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped)
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

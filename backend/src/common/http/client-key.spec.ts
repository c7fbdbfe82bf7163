import { clientKey } from './client-key';

describe(clientKey.name, () => {
  it('should key an IPv6 client by its /64, however the address is written', () => {
    const sut = clientKey('2001:db8:aa:1::1');
    expect(sut).toBe('2001:db8:aa:1::/64');
    expect(clientKey('2001:0DB8:00aa:0001:ffff:ffff:ffff:fffe')).toBe(sut);
    expect(clientKey('2001:db8:aa:2::1')).not.toBe(sut);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('should key an IPv4 client by its address, also when IPv4-mapped', () => {
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::ffff:c633:6407')).toBe('198.51.100.7');
  });

  it('should pass anything else through', () => {
    expect(clientKey(undefined)).toBe('unknown');
    expect(clientKey('not-an-ip')).toBe('not-an-ip');
  });
});

// Networks staff may reach the admin from (settings.adminAllowedNetworks): IPv4/IPv6 CIDRs parsed by ipaddr.js.
import ipaddr from 'ipaddr.js';

export const CIDR_MESSAGE = 'IPv4 또는 IPv6 대역을 CIDR 형식으로 입력해주세요. (예: 203.0.113.0/24, 2001:db8::/32)';

/** "203.0.113.0/24" or "2001:db8::/32" written strictly (four decimal parts for IPv4). */
export function isCidr(value: string): boolean {
  return ipaddr.IPv4.isValidCIDRFourPartDecimal(value) || (value.includes(':') && ipaddr.IPv6.isValidCIDR(value));
}

/** Whether `address` (as Express reports it; IPv4-mapped IPv6 counts as IPv4) lies in one of `networks`. */
export function addressInNetworks(address: string, networks: readonly string[]): boolean {
  if (!ipaddr.isValid(address)) return false;
  const addr = ipaddr.process(address);
  return networks.some((cidr) => {
    if (!isCidr(cidr)) return false;
    const range = ipaddr.parseCIDR(cidr);
    return range[0].kind() === addr.kind() && addr.match(range);
  });
}

/** Empty: any address; otherwise only addresses inside the list. */
export const networkAllowed = (address: string, networks: readonly string[]): boolean =>
  networks.length === 0 || addressInNetworks(address, networks);

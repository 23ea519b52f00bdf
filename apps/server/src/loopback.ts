/** Whether an address (or host name) is this machine's own loopback: 127.0.0.0/8, ::1, or IPv4 mapped in IPv6. */
export const isLoopback = (address: string | undefined): boolean =>
  address !== undefined && (address === 'localhost' || address === '::1' || /^(::ffff:)?127\./.test(address));

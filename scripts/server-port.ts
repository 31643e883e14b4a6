import type { AddressInfo } from 'node:net';

/** The port a server listening on a local address got (`listen(0)`); a pipe has none. */
export function portOf(server: { address(): AddressInfo | string | null }): number {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the server listens on no port');
  return address.port;
}

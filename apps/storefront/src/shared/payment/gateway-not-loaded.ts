/** A gateway's script did not load (offline, blocked by an extension): only a reload brings it back. */
export class GatewayNotLoaded extends Error {
  constructor() {
    super('Payment gateway not loaded. Please refresh.');
  }
}

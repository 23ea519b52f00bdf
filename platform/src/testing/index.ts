/**
 * @verdant/platform/testing: for tests only. The runner's test stores, the projection and reaction
 * specifications, stand-ins for the gateways' APIs and an SMTP server, a sample image, the embedded log's
 * write lock, sealing personal fields as the codec does, for events a test writes by hand, and removing what a
 * test shop left on shared external servers.
 */
export { holdEventLogWriteLock } from '../event-store/testing/event-log-write-lock';
export { ONE_PIXEL_PNG } from '../files/testing/sample-images';
export type { SmtpTestServer } from '../mail/testing/smtp-test-server';
export { startSmtpTestServer } from '../mail/testing/smtp-test-server';
export type { SignedWebhook } from '../payments/testing/fake-http-server';
export { FakeRazorpay } from '../payments/testing/fake-razorpay-server';
export { FakeStripe } from '../payments/testing/fake-stripe-server';
export { seal } from '../personal-data/personal-data-cipher';
export {
  asProjected,
  projectionSpecification,
  recordedAt,
} from '../projections/testing/projection-specification';
export { reactionSpecification } from '../projections/testing/reaction-specification';
export { openRunnerTestStores, record, systemMetadata } from '../projections/testing/runner-test-kit';
export type { SharedServerNamespaces } from './shared-server-namespaces';
export { dropSharedServerNamespaces } from './shared-server-namespaces';

import { TRPCClientError } from '@trpc/client';
import { messageOf, type Step } from '../proof';
import type { Run } from '../run';
import type { StackClient } from '../stack-client';
import { ADMIN_SIGNS_IN } from './admin-sign-in';

export const MADE_IS_REMOVED = 'What the run made is removed';

/**
 * The coupon is deleted and the customer erased (their personal data can no longer be read from any event,
 * and read models drop it). The cancelled order stays in the history, as every order does, under the
 * erased customer. Runs whatever failed before, for what was made.
 */
export const madeIsRemoved: Step<Run> = {
  title: MADE_IS_REMOVED,
  needs: [ADMIN_SIGNS_IN],
  async run(run) {
    const { admin, coupon, customer } = run;
    const done: string[] = [];
    const left: string[] = [];
    if (coupon)
      await deleteCoupon(admin, coupon).then(
        () => done.push(`coupon ${coupon} deleted`),
        (error: unknown) =>
          left.push(`coupon ${coupon} is left (${messageOf(error)}): delete it in the back office, Coupons`),
      );
    if (customer)
      await eraseCustomer(run, customer).then(
        () =>
          done.push(
            `customer ${customer.email} erased${run.orderId ? `; their cancelled order ${run.orderId} stays in the history` : ''}`,
          ),
        (error: unknown) =>
          left.push(
            `customer ${customer.email} is left (${messageOf(error)}): erase it with \`npm run customer:erase -- ${customer.email}\` in a server's container`,
          ),
      );
    if (left.length > 0) throw new Error([...left, ...done].join('\n'));
    return done.length > 0 ? done.join('\n') : 'nothing was made';
  },
};

async function deleteCoupon(admin: StackClient, code: string) {
  admin.wrote(await admin.api.admin.coupons.delete.mutate({ code }));
  const coupon = await admin.api.admin.coupons.get.query({ code }).catch((error: unknown) => {
    if (error instanceof TRPCClientError && error.data?.code === 'NOT_FOUND') return null;
    throw error;
  });
  if (coupon) throw new Error('still listed after its deletion');
}

/** Erasure waits for the read models that hold the email to catch up, so it needs the projections fed. */
async function eraseCustomer(run: Run, customer: NonNullable<Run['customer']>) {
  run.admin.wrote(await run.admin.api.admin.users.erase.mutate({ accountId: customer.accountId }));
  const { user } = await customer.browser.api.auth.session.query();
  if (user) throw new Error('still signed in after the erasure');
}

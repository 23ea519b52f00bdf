import { type CouponCommand, couponDecider, couponStreamId } from '@verdant/domain/sales/coupon';
import { type CouponFormInput, couponCodeRule } from '@verdant/domain/sales/coupon-rules';
import { parseOrRefuse } from '@verdant/domain/shared/validation';
import { type CommandContext, type EventSourcing, handleCommand } from '@verdant/platform';

/** The admin's coupons (stream `coupon-{CODE}`): the code names the coupon, so it is unique by its stream. */
export class CouponCommands {
  constructor(private readonly eventSourcing: EventSourcing) {}

  create(form: CouponFormInput, context: CommandContext) {
    return this.#handle(form.code, { type: 'CreateCoupon', data: form }, context);
  }

  save(form: CouponFormInput, context: CommandContext) {
    return this.#handle(form.code, { type: 'SaveCoupon', data: form }, context);
  }

  delete(code: string, context: CommandContext) {
    return this.#handle(code, { type: 'DeleteCoupon', data: { code } }, context);
  }

  async #handle(rawCode: string, command: CouponCommand, context: CommandContext) {
    // The stream is named by the code as shoppers type it; the decider checks the code again.
    const code = parseOrRefuse(couponCodeRule, rawCode);
    const { position } = await handleCommand(
      this.eventSourcing,
      couponDecider,
      couponStreamId(code),
      { ...command, data: { ...command.data, code } } as CouponCommand,
      context,
    );
    return { code, position };
  }
}

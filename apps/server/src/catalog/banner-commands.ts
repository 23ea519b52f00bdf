import { randomUUID } from 'node:crypto';
import { type BannerCommand, bannerDecider, bannerStreamId } from '@verdant/domain/catalog/banner';
import type { BannerEditInput, BannerInput } from '@verdant/domain/catalog/banner-rules';
import { type CommandContext, type EventSourcing, handleCommand } from '@verdant/platform';

/** The admin Banners screen's commands. */
export class BannerCommands {
  constructor(private readonly eventSourcing: EventSourcing) {}

  /** `bannerId` is new unless the caller names it (the demo catalogue's seed does, to resume). */
  async create(input: BannerInput, context: CommandContext, bannerId: string = randomUUID()) {
    const { position } = await this.#handle(
      bannerId,
      { type: 'CreateBanner', data: { bannerId, ...input } },
      context,
    );
    return { bannerId, position };
  }

  edit(bannerId: string, input: BannerEditInput & { active: boolean }, context: CommandContext) {
    return this.#handle(bannerId, { type: 'SaveBanner', data: { bannerId, ...input } }, context);
  }

  delete(bannerId: string, context: CommandContext) {
    return this.#handle(bannerId, { type: 'DeleteBanner', data: { bannerId } }, context);
  }

  #handle(bannerId: string, command: BannerCommand, context: CommandContext) {
    return handleCommand(this.eventSourcing, bannerDecider, bannerStreamId(bannerId), command, context);
  }
}

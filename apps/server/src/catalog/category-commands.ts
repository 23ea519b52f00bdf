import { randomUUID } from 'node:crypto';
import {
  CATEGORY_SLUG_SCOPE,
  CATEGORY_SLUG_TAKEN,
  categoryDecider,
  categoryStreamId,
} from '@verdant/domain/catalog/category';
import { type CategoryDetailsInput, categoryDetailsRules } from '@verdant/domain/catalog/category-rules';
import { reservationDecider, reservationStreamId } from '@verdant/domain/shared/reservation';
import { parseOrRefuse } from '@verdant/domain/shared/validation';
import { type CommandContext, type EventSourcing, handleCommand } from '../command-handling/handle-command';

const slugReservation = reservationDecider(CATEGORY_SLUG_TAKEN, 'slug');

const latest = (...positions: (bigint | null)[]) =>
  positions.reduce<bigint | null>(
    (max, position) => (position !== null && (max === null || position > max) ? position : max),
    null,
  );

/**
 * Category commands span two streams: the category and its slug's reservation. The slug is reserved before
 * the category claims it and released after the category lets it go, so at no moment can two categories
 * hold one slug; when the second step fails, the first is undone.
 */
export class CategoryCommands {
  constructor(private readonly eventSourcing: EventSourcing) {}

  async create(input: CategoryDetailsInput, context: CommandContext) {
    const categoryId = randomUUID();
    const details = parseOrRefuse(categoryDetailsRules, input);
    const reserved = await this.reserveSlug(details.slug, categoryId, context);
    const created = await handleCommand(
      this.eventSourcing,
      categoryDecider,
      categoryStreamId(categoryId),
      { type: 'CreateCategory', data: { categoryId, ...details } },
      context,
    ).catch(async (error: unknown) => {
      await this.releaseSlug(details.slug, categoryId, context);
      throw error;
    });
    return { categoryId, position: latest(reserved.position, created.position) };
  }

  async edit(categoryId: string, input: CategoryDetailsInput, context: CommandContext) {
    const details = parseOrRefuse(categoryDetailsRules, input);
    const reserved = await this.reserveSlug(details.slug, categoryId, context);
    const edited = await handleCommand(
      this.eventSourcing,
      categoryDecider,
      categoryStreamId(categoryId),
      { type: 'EditCategory', data: { categoryId, ...details } },
      context,
    ).catch(async (error: unknown) => {
      if (reserved.events.length > 0) await this.releaseSlug(details.slug, categoryId, context);
      throw error;
    });
    let released: bigint | null = null;
    for (const event of edited.events) {
      if (event.type === 'CategoryEdited' && event.data.previousSlug !== event.data.slug) {
        released = (await this.releaseSlug(event.data.previousSlug, categoryId, context)).position;
      }
    }
    return { position: latest(reserved.position, edited.position, released) };
  }

  async delete(categoryId: string, context: CommandContext) {
    const deleted = await handleCommand(
      this.eventSourcing,
      categoryDecider,
      categoryStreamId(categoryId),
      { type: 'DeleteCategory', data: { categoryId } },
      context,
    );
    let released: bigint | null = null;
    for (const event of deleted.events) {
      if (event.type === 'CategoryDeleted') {
        released = (await this.releaseSlug(event.data.slug, categoryId, context)).position;
      }
    }
    return { position: latest(deleted.position, released) };
  }

  private reserveSlug(slug: string, ownerId: string, context: CommandContext) {
    return handleCommand(
      this.eventSourcing,
      slugReservation,
      reservationStreamId(CATEGORY_SLUG_SCOPE, slug),
      { type: 'Reserve', data: { scope: CATEGORY_SLUG_SCOPE, value: slug, ownerId } },
      context,
    );
  }

  private releaseSlug(slug: string, ownerId: string, context: CommandContext) {
    return handleCommand(
      this.eventSourcing,
      slugReservation,
      reservationStreamId(CATEGORY_SLUG_SCOPE, slug),
      { type: 'Release', data: { scope: CATEGORY_SLUG_SCOPE, value: slug, ownerId } },
      context,
    );
  }
}

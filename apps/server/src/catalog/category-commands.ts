import { randomUUID } from 'node:crypto';
import {
  CATEGORY_SLUG_SCOPE,
  CATEGORY_SLUG_TAKEN,
  categoryDecider,
  categoryStreamId,
} from '@verdant/domain/catalog/category';
import { type CategoryDetailsInput, categoryDetailsRules } from '@verdant/domain/catalog/category-rules';
import { parseOrRefuse } from '@verdant/domain/shared/validation';
import {
  type CommandContext,
  type EventSourcing,
  handleCommand,
  latestPosition,
  UniqueValue,
} from '@verdant/platform';

/**
 * Category commands span two streams: the category and its slug's reservation. The slug is claimed before
 * the category takes it and released after the category lets it go, so at no moment can two categories
 * hold one slug; when the second step fails, the first is undone.
 */
export class CategoryCommands {
  private readonly slugs: UniqueValue;

  constructor(private readonly eventSourcing: EventSourcing) {
    this.slugs = new UniqueValue(eventSourcing, CATEGORY_SLUG_SCOPE, CATEGORY_SLUG_TAKEN, 'slug');
  }

  /** `categoryId` is new unless the caller names it (the demo catalogue's seed does, to resume). */
  async create(input: CategoryDetailsInput, context: CommandContext, categoryId: string = randomUUID()) {
    const details = parseOrRefuse(categoryDetailsRules, input);
    const claimed = await this.slugs.claim(details.slug, categoryId, context);
    const created = await handleCommand(
      this.eventSourcing,
      categoryDecider,
      categoryStreamId(categoryId),
      { type: 'CreateCategory', data: { categoryId, ...details } },
      context,
    ).catch(async (error: unknown) => {
      await this.slugs.release(details.slug, categoryId, context);
      throw error;
    });
    return { categoryId, position: latestPosition(claimed.position, created.position) };
  }

  async edit(categoryId: string, input: CategoryDetailsInput, context: CommandContext) {
    const details = parseOrRefuse(categoryDetailsRules, input);
    const claimed = await this.slugs.claim(details.slug, categoryId, context);
    const edited = await handleCommand(
      this.eventSourcing,
      categoryDecider,
      categoryStreamId(categoryId),
      { type: 'EditCategory', data: { categoryId, ...details } },
      context,
    ).catch(async (error: unknown) => {
      if (claimed.events.length > 0) await this.slugs.release(details.slug, categoryId, context);
      throw error;
    });
    let released: bigint | null = null;
    for (const event of edited.events) {
      if (event.type === 'CategoryEdited' && event.data.previousSlug !== event.data.slug) {
        released = (await this.slugs.release(event.data.previousSlug, categoryId, context)).position;
      }
    }
    return { position: latestPosition(claimed.position, edited.position, released) };
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
      if (event.type === 'CategoryDeleted')
        released = (await this.slugs.release(event.data.slug, categoryId, context)).position;
    }
    return { position: latestPosition(deleted.position, released) };
  }
}

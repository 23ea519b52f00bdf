import { randomUUID } from 'node:crypto';
import { contactMessageDecider, contactMessageStreamId } from '@verdant/domain/engagement/contact-message';
import { contactMessageRules, newsletterRules } from '@verdant/domain/engagement/engagement-rules';
import { newsletterDecider, newsletterStreamId } from '@verdant/domain/engagement/newsletter-subscription';
import { z } from 'zod';
import { handleCommand } from '../../command-handling/handle-command';
import { commandContext } from '../command-context';
import { publicProcedure, router, written } from '../init';

/** The contact form: every message is kept as an event. */
export const contactRouter = router({
  submit: publicProcedure.input(contactMessageRules).mutation(async ({ ctx, input }) => {
    const messageId = randomUUID();
    const { position } = await handleCommand(
      ctx.shop.eventSourcing,
      contactMessageDecider,
      contactMessageStreamId(messageId),
      { type: 'SendContactMessage', data: { messageId, ...input } },
      commandContext(ctx),
    );
    return written(position);
  }),
});

/** The footer's subscribe box; subscribing twice is harmless. */
export const newsletterRouter = router({
  subscribe: publicProcedure.input(newsletterRules).mutation(async ({ ctx, input }) => {
    const subscriberId = ctx.shop.fingerprints.fingerprint(input.email);
    const { position } = await handleCommand(
      ctx.shop.eventSourcing,
      newsletterDecider,
      newsletterStreamId(subscriberId),
      { type: 'Subscribe', data: { subscriberId, email: input.email } },
      commandContext(ctx),
    );
    return written(position);
  }),
});

/** What the apps report about themselves, and the storefront's settings. */
export const siteRouter = router({
  /** The home hero: a video when HERO_VIDEO_URL is set, else (null) its still illustration. */
  hero: publicProcedure.query(({ ctx }) => ({ videoUrl: ctx.shop.config.heroVideoUrl })),

  /** The storefront's 404 page names the path nobody found (SPEC.md 2.3: the unmatched path is logged). */
  logNotFound: publicProcedure.input(z.object({ path: z.string().max(500) })).mutation(({ ctx, input }) => {
    ctx.log.warn({ path: input.path.split('?')[0] }, 'page not found');
    return written(null);
  }),
});

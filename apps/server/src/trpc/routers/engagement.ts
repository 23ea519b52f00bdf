import { contactMessageRules, newsletterRules } from '@verdant/domain/engagement/engagement-rules';
import { z } from 'zod';
import { commandContext } from '../command-context';
import { publicProcedure, router, written } from '../init';

/** The contact form: every message is kept as an event. */
export const contactRouter = router({
  submit: publicProcedure
    .meta({ sentAlone: true, rateLimit: 'contact' })
    .input(contactMessageRules)
    .mutation(async ({ ctx, input }) => {
      const { position } = await ctx.shop.engagement.sendContactMessage(input, commandContext(ctx));
      return written(position);
    }),
});

/** The footer's subscribe box; subscribing twice is harmless. */
export const newsletterRouter = router({
  subscribe: publicProcedure
    .meta({ sentAlone: true, rateLimit: 'newsletter' })
    .input(newsletterRules)
    .mutation(async ({ ctx, input }) => {
      const { position } = await ctx.shop.engagement.subscribe(input.email, commandContext(ctx));
      return written(position);
    }),
});

/** 'Notify me when it's back' on a sold-out plant's page: asking twice waits once. */
export const backInStockRouter = router({
  ask: publicProcedure
    .meta({ sentAlone: true, rateLimit: 'newsletter' })
    .input(newsletterRules.extend({ productId: z.string().trim().min(1).max(100) }))
    .mutation(async ({ ctx, input }) => {
      const { position } = await ctx.shop.engagement.askForBackInStock(
        input.productId,
        input.email,
        commandContext(ctx),
      );
      return written(position);
    }),
});

/** What the apps report about themselves, and the storefront's settings. */
export const siteRouter = router({
  /** The home hero: a video when HERO_VIDEO_URL is set, else (null) its still illustration. */
  hero: publicProcedure.query(({ ctx }) => ({ videoUrl: ctx.shop.config.heroVideoUrl })),

  /** The storefront's 404 page reports the path nobody found, so the server logs it. */
  logNotFound: publicProcedure.input(z.object({ path: z.string().max(500) })).mutation(({ ctx, input }) => {
    ctx.log.warn({ path: input.path.split('?')[0] }, 'page not found');
    return written(null);
  }),
});

import { z } from 'zod';
import { MAIL_NOT_FOUND, mailPage, mailPreview } from '../../../mail/mail-queries';
import { adminProcedure, router } from '../../init';

/** Admin > Mail: every mail the shop wrote, newest first, what became of it, and how it reads. */
export const adminMailRouter = router({
  list: adminProcedure
    .input(z.object({ page: z.number().int().min(1).max(100_000).default(1) }))
    .query(({ ctx, input }) =>
      mailPage(ctx.shop.stores.mailOutbox, { page: input.page, sending: ctx.shop.mailSender !== null }),
    ),

  preview: adminProcedure
    .input(z.object({ id: z.string().trim().min(1, MAIL_NOT_FOUND).max(200, MAIL_NOT_FOUND) }))
    .query(({ ctx, input }) => mailPreview(ctx.shop.stores.mailOutbox, input.id)),
});

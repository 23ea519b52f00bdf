import { z } from 'zod';
import { adminProcedure, router } from '../../init';

const reportName = z.object({ name: z.string().trim().min(1).max(60) });

/** Admin > Reports: the analysts' reports, built over the whole history as jobs, previewed and downloaded. */
export const adminReportsRouter = router({
  list: adminProcedure.query(({ ctx }) => ctx.shop.reportBuilds.list()),
  build: adminProcedure
    .input(reportName)
    .mutation(({ ctx, input }) => ctx.shop.reportBuilds.build(input.name)),
  preview: adminProcedure
    .input(reportName)
    .query(({ ctx, input }) => ctx.shop.reportBuilds.preview(input.name)),
  csv: adminProcedure.input(reportName).query(({ ctx, input }) => ctx.shop.reportBuilds.csv(input.name)),
});

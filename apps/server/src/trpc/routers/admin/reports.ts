import { z } from 'zod';
import { adminProcedure, router } from '../../init';

const reportName = z.object({ name: z.string().trim().min(1).max(60) });

/** Admin > Reports: the analysts' reports, built over the whole history as jobs, previewed and downloaded. */
export const adminReportsRouter = router({
  list: adminProcedure.query(({ ctx }) => ctx.shop.reports.list()),
  build: adminProcedure.input(reportName).mutation(({ ctx, input }) => ctx.shop.reports.build(input.name)),
  preview: adminProcedure.input(reportName).query(({ ctx, input }) => ctx.shop.reports.preview(input.name)),
  csv: adminProcedure.input(reportName).query(({ ctx, input }) => ctx.shop.reports.csv(input.name)),
});

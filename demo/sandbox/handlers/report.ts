/** The customer's ESRS E1-7 figures of a year: as JSON for the portal's page and CSV, as a PDF for the auditor. */
import { me } from '../context';
import type { Handlers } from '../handler-types';
import { reportOf } from '../report';
import { renderReportPdf } from '../report-pdf';
import { sellerOf } from '../pdf-brand';

export const reportHandlers: Handlers<'getReport' | 'getReportPdf'> = {
  getReport(ctx, input) {
    return reportOf(ctx, me(ctx)._id, input.year);
  },

  async getReportPdf(ctx, input) {
    const user = me(ctx);
    const pdf = await renderReportPdf(reportOf(ctx, user._id, input.year), {
      holder: user.companyName ?? `${user.name} ${user.lastName}`,
      language: ctx.lang,
      createdAt: ctx.now.toISOString(),
      seller: sellerOf(ctx.options.provider),
    });
    return new Response(pdf, {
      headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="greenfee-esrs-e1-7-${input.year}.pdf"` },
    });
  },
};

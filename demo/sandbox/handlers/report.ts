/** The customer's ESRS E1-7 figures of a year: as JSON for the portal's page and CSV, as a PDF for the auditor. */
import { me, SandboxError, type Ctx } from '../context';
import type { Handlers } from '../handler-types';
import { reportOf } from '../report';
import { renderReportPdf } from '../report-pdf';
import { sellerOf } from '../pdf-brand';

/**
 * The report's owner: a business account. A private account has no CSRD report to make, so it gets no figures, only
 * the reason, as the portal's page at the report's address tells it.
 */
function business(ctx: Ctx) {
  const user = me(ctx);
  if (user.userType !== 'business') throw new SandboxError(403, 'ACCESS_ERROR', undefined, undefined, businessOnly);
  return user;
}

/** The explanation a private account gets instead of figures. */
export const businessOnly = 'The CSRD report (ESRS E1-7) is for business accounts; this is a private account, whose certificates are with its projects.';

export const reportHandlers: Handlers<'getReport' | 'getReportPdf'> = {
  getReport(ctx, input) {
    return reportOf(ctx, business(ctx)._id, input.year);
  },

  async getReportPdf(ctx, input) {
    const user = business(ctx);
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

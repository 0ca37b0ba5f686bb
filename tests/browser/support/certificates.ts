import jsQR from 'jsqr';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Project } from '#shared/api/schemas/project';
import type { Transaction } from '#shared/api/schemas/transaction';
import { freshCustomer } from './projects';

const post = (apiUrl: string, path: string, body: unknown) =>
  fetch(`${apiUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** This user's later burns make certificates ready after `ms` (the sandbox's per-user delay). */
export async function setCertificateDelay(apiUrl: string, email: string, ms: number): Promise<void> {
  expect((await post(apiUrl, '/dev/certificate-delay', { email, ms })).status).toBe(200);
}

/** Moves a certificate's burn, register and ready times `minutes` back. */
export async function ageCertificate(apiUrl: string, id: string, minutes: number): Promise<void> {
  expect((await post(apiUrl, `/dev/certificates/${encodeURIComponent(id)}/age`, { minutes })).status).toBe(200);
}

/** One hour: a certificate that stays on its way for the whole test, unless aged. */
export const longDelayMs = 60 * 60_000;

/**
 * A fresh, logged-in customer who compensated a project fully (12.5 t: 5 tokens, then the 8 still needed) with the
 * certificate delay given: the API, the project, the full burn's transaction and the certificate id.
 */
export async function customerWithCertificate(page: Page, apiUrl: string, options: { delayMs: number; name?: string; prefix?: string }) {
  const customer = await freshCustomer(page, apiUrl, options.prefix ?? 'certificates');
  await setCertificateDelay(apiUrl, customer.email, options.delayMs);
  await customer.api.buy(13);
  const project = await customer.api.createProject({
    name: options.name ?? 'Hallenbad Linz',
    co2Emissions: 12.5,
    startDate: '2026-01-01',
    endDate: '2026-06-30',
  });
  await customer.api.burn(project._id, 5);
  const full = (await customer.api.burn(project._id, 8)) as { project: Project; certificate: { id: string } | null; transaction: Transaction };
  const certificateId = full.certificate?.id ?? '';
  expect(certificateId).toMatch(/^GFT-/);
  return { ...customer, project, transaction: full.transaction, certificateId };
}

/**
 * A customer whose project was fully compensated (12.5 t, 13 tokens: the first certificate), then raised to 20 t and
 * compensated again (7 tokens: the second certificate); both certificates ready at once.
 */
export async function raisedAndCompensated(page: Page, apiUrl: string, name: string, beforeSecondBurn?: (projectId: string) => Promise<void>) {
  const customer = await customerWithCertificate(page, apiUrl, { delayMs: 0, name });
  await customer.api.buy(7);
  const edited = await fetch(`${apiUrl}/project/edit`, {
    method: 'POST',
    headers: { lt: customer.token, ln: 'en', 'content-type': 'application/json' },
    body: JSON.stringify({
      id: customer.project._id,
      name,
      description: '',
      co2Emissions: 20,
      compensationPeriod: { startDate: '2026-01-01', endDate: '2026-06-30' },
    }),
  });
  expect(edited.status).toBe(200);
  await beforeSecondBurn?.(customer.project._id);
  const second = (await customer.api.burn(customer.project._id, 7)).certificate?.id ?? '';
  expect(second).toMatch(/^GFT-/);
  return { ...customer, first: customer.certificateId, second };
}

/** Hides the cookie banner (a stored choice), so that it covers nothing a test presses. */
export async function cookiesChosen(page: Page, webUrl: string): Promise<void> {
  await page.context().addCookies([{ name: 'gft_consent', value: 'allow_all', url: webUrl }]);
}

/** Renders an SVG of the page to a canvas in the page and decodes it as a QR code (jsQR); null when it is none. */
export async function decodeQr(svg: Locator): Promise<string | null> {
  const size = 400;
  const pixels = await svg.evaluate(async (element, side) => {
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(element))}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d');
    if (!context) return '';
    context.drawImage(image, 0, 0, side, side);
    // The pixels as one base64 string: as an array of 640,000 numbers the answer took seconds of CPU to send and read.
    const data = context.getImageData(0, 0, side, side).data;
    let binary = '';
    for (let start = 0; start < data.length; start += 0x8000) binary += String.fromCharCode(...data.subarray(start, start + 0x8000));
    return btoa(binary);
  }, size);
  return jsQR(new Uint8ClampedArray(Buffer.from(pixels, 'base64')), size, size)?.data ?? null;
}

import { expect, it } from 'vitest';
import { setupBrowser } from '../support/browser';

const browser = setupBrowser();

it('the reference page /docs lists every call of the document and shows a schema, from its own files under its strict CSP (no violation, nothing from elsewhere)', async () => {
  const document = (await (await fetch(`${browser.apiUrl}/openapi.json`)).json()) as { paths: Record<string, Record<string, { operationId: string }>> };
  const operationIds = Object.values(document.paths)
    .flatMap((methods) => Object.values(methods).map((operation) => operation.operationId))
    .sort();

  const { page, problems, violations } = await browser.open(`${browser.apiUrl}/docs#/Reference%20data/listProducts`);
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(browser.apiUrl).origin) elsewhere.push(request.url());
  });
  const headers = (await page.request.get(`${browser.apiUrl}/docs`)).headers();
  expect(headers['content-security-policy']).toContain("script-src 'self';");
  expect(headers['content-security-policy']).not.toContain('unsafe');

  // Every operation of the document is listed (its operationId shows beside its path), and nothing else.
  const products = page.locator('#operations-Reference_data-listProducts');
  await products.locator('.opblock-body').waitFor();
  const listed = await page.locator('.opblock .opblock-summary-operation-id').allTextContents();
  expect(listed.map((id) => id.trim()).sort()).toEqual(operationIds);

  // The deep link opened /product/list: its answer's example is the seeds' first forest; its schema opens.
  const answer = products.locator('.responses-wrapper .response').first();
  await expect.poll(() => answer.textContent()).toContain('Mühlviertel mixed forest');
  await answer.getByRole('tab', { name: 'Schema' }).click();
  await answer.locator('.json-schema-2020-12').first().waitFor();
  await answer.getByRole('button', { name: 'Expand all' }).first().click();
  await expect.poll(() => answer.locator('.json-schema-2020-12').first().textContent()).toContain('pricePerToken');

  expect(violations).toEqual([]);
  expect(problems).toEqual([]);
  expect(elsewhere).toEqual([]);
});

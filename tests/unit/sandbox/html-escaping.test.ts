import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as projects from '#shared/api/endpoints/projects';
import * as wallet from '#shared/api/endpoints/wallet';
import { addForest, buyTokens, newCustomer, paymentPage, startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.stop();
});

// The sandbox's HTML pages are written with hono/jsx (demo/sandbox/pages/), which escapes every value put in: a name,
// a project or what was typed can hold quotes, `<` and `&`, and must stay text on the page, in an element and in an
// attribute.
const hostile = `Wald "Nord"><script>alert(1)</script> & 'Co'`;
const escaped = 'Wald &quot;Nord&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#39;Co&#39;';
const returnUrl = 'http://localhost:5173/dashboard/charge/result';
const period = { startDate: '2026-01-01', endDate: '2026-12-31' };

describe('hostile values on the payment page', () => {
  it("stay text in the order's forest name and in the card form's fields and their errors", async () => {
    const { client } = await newCustomer(sandbox);
    const forest = addForest(sandbox, { name: hostile, pricePerToken: 30, availableTokens: 10 });
    const started = await wallet.buyGft(
      client,
      { items: [{ productId: forest, quantity: 1 }], adminDonation: 0, card: { newCard: true }, returnUrl },
      { idempotencyKey: crypto.randomUUID() },
    );
    const page = await (await fetch(started.redirectUrl)).text();
    expect(page).toContain(`<span class="item-name">${escaped}</span>`);
    expect(page).not.toContain('<script>');

    const refused = await paymentPage.enterCard(started.redirectUrl, { nameOnCard: hostile, cardNumber: hostile, expiry: '12/30', cvv: '123' });
    expect(refused.status).toBe(400);
    const form = await refused.text();
    expect(form).toContain(`id="nameOnCard" name="nameOnCard" autocomplete="cc-name" spellcheck="false" value="${escaped}"`);
    expect(form).toContain(`value="${escaped}" aria-describedby="cardNumber-error" aria-invalid="true"`);
    expect(form).not.toContain('<script>');
  });
});

describe('hostile values on the register pages', () => {
  it("stay text in a forest's name and location, a burn's project, and a transaction's and a wallet's pages", async () => {
    const { client, email } = await newCustomer(sandbox);
    const forest = addForest(sandbox, { name: hostile, pricePerToken: 30, availableTokens: 10 });
    sandbox.sandbox.store.change((db) => {
      const product = db.products.find((candidate) => candidate._id === forest);
      if (product) product.location = { de: hostile, en: hostile };
    });
    await buyTokens(sandbox, client, [{ productId: forest, quantity: 2 }]);
    const { project } = await projects.createProject(client, { name: hostile, description: '', co2Emissions: 5, compensationPeriod: period });
    await wallet.utilize(client, { projectId: project._id, amount: 1 }, { idempotencyKey: crypto.randomUUID() });
    const [lots] = (await wallet.getTokenIndexes(client)).forests;
    const forestPage = await (await fetch(lots?.burned[0]?.registerUrl ?? '')).text();
    expect(forestPage).toContain(`<p><strong>${escaped}</strong>, ${escaped}: indexes`);
    expect(forestPage).toContain(`for “${escaped}” on`);
    expect(forestPage).not.toContain('<script>');

    // Transaction hashes and wallet addresses are the sandbox's own; a hostile one is put in the data by hand.
    const user = sandbox.sandbox.store.data.users.find((candidate) => candidate.email === email);
    const transaction = sandbox.sandbox.store.data.transactions.find((candidate) => candidate.userId === user?._id);
    if (!user || !transaction) throw new Error('no customer data');
    sandbox.sandbox.store.change(() => {
      transaction.transactionId = hostile;
    });
    const transactionPage = await (await sandbox.http(`/dev/register/${encodeURIComponent(hostile)}`)).text();
    expect(transactionPage).toContain(`<td style="word-break:break-all">${escaped}</td>`);
    expect(transactionPage).not.toContain('<script>');
    const walletPage = await (await sandbox.http(`/dev/register/address/${user.walletAddress}`)).text();
    expect(walletPage).toContain(`">${escaped}</a> (`);
    expect(walletPage).not.toContain('<script>');
  });
});

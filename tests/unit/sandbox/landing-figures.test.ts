import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as projects from '#shared/api/endpoints/projects';
import { getLanding, listProducts } from '#shared/api/endpoints/reference';
import * as wallet from '#shared/api/endpoints/wallet';
import { addForest, buyTokens, newCustomer, startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.stop();
});

/** The sandbox always answers the figures (optional in the contract, for APIs without the extension). */
async function figuresOf() {
  const { figures } = await getLanding(sandbox.client());
  if (!figures) throw new Error('the sandbox answered /landing without figures');
  return figures;
}

describe('GET /landing figures', () => {
  it('counts hectares and issued tokens from the forests, tonnes stored from the burns', async () => {
    const client = sandbox.client();
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const before = await figuresOf();
    const { products } = await listProducts(client);
    expect(before.hectaresUnderContract).toBe(sum(products.map((product) => product.hectares)));
    expect(before.tokensIssued).toBe(sum(products.map((product) => product.totalTokens - product.remainingTokens + product.availableTokens)));
    // The seeds burned tokens (the demo and the many-transactions users).
    expect(before.tonnesStored).toBeGreaterThan(0);
    expect(Date.parse(before.asOf)).not.toBeNaN();

    // A new forest adds its hectares; a burn adds its tonnes; a purchase moves tokens from on sale to sold (issued stays).
    const forest = addForest(sandbox, { name: 'Figures forest', pricePerToken: 30, availableTokens: 40 });
    const added = (await listProducts(client)).products.find((product) => product._id === forest);
    const customer = await newCustomer(sandbox);
    await buyTokens(sandbox, customer.client, [{ productId: forest, quantity: 3 }]);
    const { project } = await projects.createProject(customer.client, {
      name: 'Figures',
      description: '',
      co2Emissions: 3,
      compensationPeriod: { startDate: '2026-01-01', endDate: '2026-12-31' },
    });
    await wallet.utilize(customer.client, { projectId: project._id, amount: 3 }, { idempotencyKey: crypto.randomUUID() });
    const after = await figuresOf();
    expect(after.hectaresUnderContract).toBe(before.hectaresUnderContract + (added?.hectares ?? Number.NaN));
    expect(after.tonnesStored).toBe(before.tonnesStored + 3);
    expect(after.tokensIssued).toBe(
      sum((await listProducts(client)).products.map((product) => product.totalTokens - product.remainingTokens + product.availableTokens)),
    );
  });
});

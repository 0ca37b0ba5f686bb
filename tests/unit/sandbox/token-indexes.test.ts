import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '#shared/api/client';
import * as projects from '#shared/api/endpoints/projects';
import { getTokenIndexes, utilize } from '#shared/api/endpoints/wallet';
import { seed } from '#demo/sandbox/seed';
import { deriveTokenIndexes, forestCount } from '#demo/sandbox/token-indexes';
import type { JsonStore } from '#demo/sandbox/store';
import { buyTokens, newCustomer, startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.stop();
});

const muehl = 'prod_muehlviertel';
const wald = 'prod_waldviertel';
const period = { startDate: '2026-01-01', endDate: '2026-12-31' };
const db = () => sandbox.sandbox.store.data;
/** The next index a forest hands out. */
const nextIndex = (productId: string) => {
  const product = db().products.find((candidate) => candidate._id === productId);
  if (!product) throw new Error(`no ${productId}`);
  return product.totalTokens - product.remainingTokens + 1;
};
/** A wallet's ranges as `[from, to]` (and the project of a burned one), per forest. */
async function rangesOf(client: ApiClient) {
  const { forests } = await getTokenIndexes(client);
  return Object.fromEntries(
    forests.map((forest) => [
      forest.productId,
      {
        held: forest.held.map((range) => [range.from, range.to]),
        burned: forest.burned.map((range) => [range.from, range.to, range.projectName, range.projectId]),
      },
    ]),
  );
}
const burn = (client: ApiClient, projectId: string, amount: number) => utilize(client, { projectId, amount }, { idempotencyKey: crypto.randomUUID() });
const project = async (client: ApiClient, name: string, co2Emissions: number) =>
  (await projects.createProject(client, { name, description: '', co2Emissions, compensationPeriod: period })).project;

describe('token indexes: buying', () => {
  it('a wallet that never bought has none', async () => {
    const { client } = await newCustomer(sandbox);
    expect(await getTokenIndexes(client)).toEqual({ forests: [] });
  });

  it('a purchase of two forests takes the next indexes of each; a later purchase of the same forest joins its range', async () => {
    const { client } = await newCustomer(sandbox);
    const m = nextIndex(muehl);
    const w = nextIndex(wald);
    await buyTokens(sandbox, client, [
      { productId: muehl, quantity: 3 },
      { productId: wald, quantity: 2 },
    ]);
    expect(await rangesOf(client)).toEqual({ [muehl]: { held: [[m, m + 2]], burned: [] }, [wald]: { held: [[w, w + 1]], burned: [] } });
    expect(nextIndex(muehl)).toBe(m + 3);
    await buyTokens(sandbox, client, [{ productId: muehl, quantity: 4 }]);
    expect((await rangesOf(client))[muehl]).toEqual({ held: [[m, m + 6]], burned: [] });
    const { forests } = await getTokenIndexes(client);
    expect(forests.map((forest) => [forest.productName, forest.location])).toEqual([
      ['Mühlviertel mixed forest', 'Upper Austria, AT'],
      ['Waldviertel spruce and beech', 'Lower Austria, AT'],
    ]);
    expect(new URL(forests[0]?.held[0]?.registerUrl ?? '').search).toBe(`?from=${m}&to=${m + 6}`);
  });

  it('customers buying in turn get separate ranges that never overlap', async () => {
    const first = await newCustomer(sandbox);
    const second = await newCustomer(sandbox);
    const m = nextIndex(muehl);
    await buyTokens(sandbox, first.client, [{ productId: muehl, quantity: 2 }]);
    await buyTokens(sandbox, second.client, [{ productId: muehl, quantity: 5 }]);
    await buyTokens(sandbox, first.client, [{ productId: muehl, quantity: 1 }]);
    expect((await rangesOf(first.client))[muehl]?.held).toEqual([
      [m, m + 1],
      [m + 7, m + 7],
    ]);
    expect((await rangesOf(second.client))[muehl]?.held).toEqual([[m + 2, m + 6]]);
    const lots = db()
      .tokenIndexes.filter((lot) => lot.productId === muehl)
      .sort((a, b) => a.from - b.from);
    for (const [index, lot] of lots.entries()) {
      const next = lots[index + 1];
      if (next) expect(next.from, `${lot.from}-${lot.to} and ${next.from}-${next.to}`).toBeGreaterThan(lot.to);
    }
  });
});

describe('token indexes: burning', () => {
  it('a partial burn splits the held range; the next burn takes the following indexes; a full burn leaves none held', async () => {
    const { client } = await newCustomer(sandbox);
    const m = nextIndex(muehl);
    await buyTokens(sandbox, client, [{ productId: muehl, quantity: 10 }]);
    const office = await project(client, 'Office', 4);
    const fleet = await project(client, 'Fleet', 100);
    await burn(client, office._id, 4);
    expect((await rangesOf(client))[muehl]).toEqual({ held: [[m + 4, m + 9]], burned: [[m, m + 3, 'Office', office._id]] });
    await burn(client, fleet._id, 3);
    expect((await rangesOf(client))[muehl]).toEqual({
      held: [[m + 7, m + 9]],
      burned: [
        [m, m + 3, 'Office', office._id],
        [m + 4, m + 6, 'Fleet', fleet._id],
      ],
    });
    // Two burns for the same project stay two ranges: each is its own transaction in the register.
    await burn(client, fleet._id, 3);
    expect((await rangesOf(client))[muehl]).toEqual({
      held: [],
      burned: [
        [m, m + 3, 'Office', office._id],
        [m + 4, m + 6, 'Fleet', fleet._id],
        [m + 7, m + 9, 'Fleet', fleet._id],
      ],
    });
  });

  it('a burn takes the oldest forest first, across forests', async () => {
    const { client } = await newCustomer(sandbox);
    const w = nextIndex(wald);
    const m = nextIndex(muehl);
    await buyTokens(sandbox, client, [{ productId: wald, quantity: 2 }]);
    await buyTokens(sandbox, client, [{ productId: muehl, quantity: 3 }]);
    const target = await project(client, 'Bakery', 4);
    await burn(client, target._id, 4);
    expect(await rangesOf(client)).toEqual({
      [wald]: { held: [], burned: [[w, w + 1, 'Bakery', target._id]] },
      [muehl]: { held: [[m + 2, m + 2]], burned: [[m, m + 1, 'Bakery', target._id]] },
    });
  });

  it('a deleted project keeps its name on the burned range but no longer links', async () => {
    const { client } = await newCustomer(sandbox);
    const m = nextIndex(muehl);
    await buyTokens(sandbox, client, [{ productId: muehl, quantity: 2 }]);
    const gone = await project(client, 'Short-lived', 2);
    await burn(client, gone._id, 2);
    await projects.deleteProject(client, { id: gone._id });
    expect((await rangesOf(client))[muehl]?.burned).toEqual([[m, m + 1, 'Short-lived', null]]);
  });

  it('every index of every forest is accounted for: held + burned + sold before the records + unsold = issued, and the held ones match the wallets', async () => {
    const before = Object.fromEntries(db().products.map((product) => [product._id, forestCount(db(), product._id)?.unrecorded]));
    const { client } = await newCustomer(sandbox);
    await buyTokens(sandbox, client, [
      { productId: muehl, quantity: 6 },
      { productId: wald, quantity: 1 },
    ]);
    await burn(client, (await project(client, 'Hall', 2.5))._id, 3);
    for (const product of db().products) {
      const count = forestCount(db(), product._id);
      expect(count && count.held + count.burned + count.unrecorded + count.unsold, product._id).toBe(product.totalTokens);
      // Sales through the sandbox are all recorded: what was sold before them stays what it was.
      expect(count?.unrecorded, product._id).toBe(before[product._id]);
      expect(count?.unrecorded, product._id).toBeGreaterThanOrEqual(0);
    }
    for (const user of db().users) {
      for (const lot of user.holdings) {
        const held = db()
          .tokenIndexes.filter((range) => range.userId === user._id && range.productId === lot.productId && range.burn === null)
          .reduce((sum, range) => sum + range.to - range.from + 1, 0);
        expect(held, `${user.email} ${lot.productId}`).toBe(lot.quantity);
      }
    }
  });
});

describe('token indexes: the seeds', () => {
  it("derives the seeded wallets' ranges from their transactions: the seeded burns took the oldest indexes in turn, and the seeds bought the last sold", async () => {
    const { client } = await sandbox.loggedIn('demo@greenfee.example');
    const seeded = await rangesOf(client);
    // The demo account bought 52 Mühlviertel and 10 Waldviertel; its nine burns (the office's 12 t in three, the fleet's
    // 21 t in six) took the oldest Mühlviertel indexes in turn, each burn its own range.
    const first = seeded[muehl]?.burned[0]?.[0] as number;
    const office = ['Heizung Wohnung 2025', 'prj_demo_office'];
    const fleet = ['Urlaubsflüge 2026', 'prj_demo_fleet'];
    let from = first;
    const ranges = [5, 4, 3, 4, 3, 5, 2, 4, 3].map((amount, index) => {
      const range = [from, from + amount - 1, ...(index < 3 ? office : fleet)];
      from += amount;
      return range;
    });
    expect(seeded[muehl]).toEqual({ held: [[first + 33, first + 51]], burned: ranges });
    expect(seeded[wald]?.held.map(([from, to]) => (to as number) - (from as number) + 1)).toEqual([10]);
    const fresh = seed({ writeMedia: () => {} } as unknown as JsonStore);
    for (const product of fresh.products) {
      const lots = fresh.tokenIndexes.filter((lot) => lot.productId === product._id).sort((a, b) => a.from - b.from);
      if (lots.length === 0) continue;
      // No gap between the seeded sales, and the last of them is the last index the forest sold.
      expect(lots.at(-1)?.to, product._id).toBe(product.totalTokens - product.remainingTokens);
      for (const [index, lot] of lots.entries()) if (index > 0) expect(lot.from, product._id).toBe((lots[index - 1]?.to ?? 0) + 1);
    }
  });

  it('refuses seeds whose holdings are not what their transactions add up to', () => {
    const data = seed({ writeMedia: () => {} } as unknown as JsonStore);
    const demo = data.users.find((user) => user._id === 'usr_demo');
    if (!demo?.holdings[0]) throw new Error('no demo holdings');
    demo.holdings[0].quantity += 1;
    expect(() => deriveTokenIndexes(data)).toThrow(/holdings of usr_demo/);
  });
});

describe('the register page of an index range', () => {
  it('shows who holds and who burned each run of the range, what was sold before and what is unsold; refuses a range outside the forest', async () => {
    const { client } = await newCustomer(sandbox);
    const m = nextIndex(muehl);
    await buyTokens(sandbox, client, [{ productId: muehl, quantity: 5 }]);
    await burn(client, (await project(client, 'Depot "Süd"', 2))._id, 2);
    const [forest] = (await getTokenIndexes(client)).forests;
    const address = db().tokenIndexes.find((lot) => lot.from === m && lot.productId === muehl)?.walletAddress ?? '';
    const response = await fetch(forest?.held[0]?.registerUrl ?? '');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`indexes ${m + 2} to ${m + 4} of 24000 issued`);
    expect(html).toContain(`<td>${m + 2}–${m + 4}</td><td>3</td>`);
    expect(html).toContain(`Held by <a href="/dev/register/address/${address}">`);
    const burned = await (await fetch(forest?.burned[0]?.registerUrl ?? '')).text();
    expect(burned).toContain('Burned by');
    expect(burned).toContain('for “Depot &quot;Süd&quot;”');
    const wide = await (await sandbox.http(`/dev/register/forest/${muehl}?from=1&to=${m + 5}`)).text();
    expect(wide).toContain(`<td>1–`);
    expect(wide).toContain('Sold before the sandbox');
    expect(wide).toContain(`<td>${m + 5}</td><td>1</td><td style="text-align:left;word-break:break-all">Not sold yet`);
    expect((await sandbox.http(`/dev/register/forest/${muehl}?from=5&to=4`)).status).toBe(400);
    expect((await sandbox.http(`/dev/register/forest/${muehl}?from=abc`)).status).toBe(400);
    expect((await sandbox.http(`/dev/register/forest/${muehl}?to=24001`)).status).toBe(400);
    expect((await sandbox.http('/dev/register/forest/prod_unknown?from=1&to=2')).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '#shared/api/client';
import { getCertificatePdf, getCertificateStatus, validateCertificate } from '#shared/api/endpoints/certificates';
import * as projects from '#shared/api/endpoints/projects';
import { listTransactions, utilize } from '#shared/api/endpoints/wallet';
import type { CertificateValidation } from '#shared/api/schemas/certificate';
import { pdfPages } from '#tests/helpers/pdf-text';
import { buyTokens, newCustomer, startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

const delay = 30_000;
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ certificateDelayMs: delay });
});
afterAll(async () => {
  await sandbox.stop();
});

const period = { startDate: '2026-01-01', endDate: '2026-12-31' };
const burn = (client: ApiClient, projectId: string, amount: number) => utilize(client, { projectId, amount }, { idempotencyKey: crypto.randomUUID() });
const verify = (id: string) => validateCertificate(sandbox.client(), { certificateId: id });
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** What the public verification says of each id, by id. */
async function verifyAll(ids: string[]): Promise<Record<string, CertificateValidation>> {
  return Object.fromEntries(await Promise.all(ids.map(async (id) => [id, await verify(id)] as const)));
}

/** The tonnes that the project's valid certificates state, as a verifier adds them up: compensated, and per forest. */
function validTonnes(outcomes: CertificateValidation[]) {
  const valid = outcomes.flatMap((outcome) => (outcome.status === 'valid' ? [outcome.certificate] : []));
  return {
    certificates: valid.length,
    compensated: sum(valid.map((view) => view.co2Compensated)),
    forests: sum(valid.flatMap((view) => view.supportedForests.map((forest) => forest.amount))),
  };
}

/** The tonnes burned for a project: its compensation transactions. */
async function burnedFor(client: ApiClient, projectId: string): Promise<number> {
  return sum((await listTransactions(client, { type: 'compensation', projectId, pageSize: 100 })).transactions.map((transaction) => transaction.totalAdded));
}

describe('the same tonnes never stand on two valid certificates', () => {
  it('raising the emissions of a compensated project and burning the rest: the new certificate covers all, the first is superseded by it', async () => {
    const { client } = await newCustomer(sandbox);
    await buyTokens(sandbox, client, [{ productId: 'prod_muehlviertel', quantity: 30 }]);
    const { project } = await projects.createProject(client, { name: 'Fleet', description: '', co2Emissions: 10, compensationPeriod: period });
    await burn(client, project._id, 4);
    const first = (await burn(client, project._id, 6)).certificate?.id ?? '';
    sandbox.clock.advance(delay);
    expect(await verify(first)).toMatchObject({ status: 'valid', certificate: { co2Emitted: 10, co2Compensated: 10 } });

    await projects.editProject(client, { id: project._id, name: 'Fleet', description: '', co2Emissions: 15, compensationPeriod: period });
    const secondBurn = await burn(client, project._id, 5);
    expect(secondBurn).toMatchObject({ outcome: 'full', burned: 5, project: { co2Compensation: 15 } });
    const second = secondBurn.certificate?.id ?? '';
    expect(second).not.toBe(first);
    // While the new one is on its way, the first stays valid: it alone states its 10 t.
    expect(await verify(second)).toMatchObject({ status: 'pending' });
    expect(await verify(first)).toMatchObject({ status: 'valid' });
    expect(validTonnes(Object.values(await verifyAll([first, second])))).toEqual({ certificates: 1, compensated: 10, forests: 10 });

    sandbox.clock.advance(delay);
    const outcomes = await verifyAll([first, second]);
    // Every tonne burned stands on exactly one valid certificate.
    expect(validTonnes(Object.values(outcomes))).toEqual({ certificates: 1, compensated: 15, forests: 15 });
    expect(await burnedFor(client, project._id)).toBe(15);
    expect(outcomes[second]).toMatchObject({ status: 'valid', certificate: { id: second, co2Emitted: 15, co2Compensated: 15, supersedes: first } });
    const readyAt = new Date(sandbox.clock.now().getTime()).toISOString();
    expect(outcomes[first]).toEqual({
      status: 'superseded',
      supersededBy: second,
      supersededAt: readyAt,
      // What it stated stays readable (as an expired certificate's does), so that a verifier sees what was replaced.
      certificate: expect.objectContaining({ id: first, co2Emitted: 10, co2Compensated: 10 }),
    });

    // The customer's own view says the same.
    expect(await getCertificateStatus(client, { id: first })).toMatchObject({ stage: 'superseded', supersededBy: second, certificate: { id: first } });
    expect(await getCertificateStatus(client, { id: second })).toMatchObject({ stage: 'ready', certificate: { id: second, supersedes: first } });
    expect((await projects.getProject(client, { id: project._id })).project.certificateId).toBe(second);
  });

  it('a third certificate ready before the second: every earlier one is superseded, only the newest ready one is valid', async () => {
    const { client, email } = await newCustomer(sandbox);
    await buyTokens(sandbox, client, [{ productId: 'prod_muehlviertel', quantity: 30 }]);
    const { project } = await projects.createProject(client, { name: 'Hall', description: '', co2Emissions: 5, compensationPeriod: period });
    const edit = (co2Emissions: number) =>
      projects.editProject(client, { id: project._id, name: 'Hall', description: '', co2Emissions, compensationPeriod: period });
    const setDelay = (ms: number | null) =>
      sandbox.http('/dev/certificate-delay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, ms }) });
    const first = (await burn(client, project._id, 5)).certificate?.id ?? '';
    sandbox.clock.advance(delay);
    await edit(8);
    await setDelay(60 * 60_000);
    const second = (await burn(client, project._id, 3)).certificate?.id ?? '';
    await edit(10);
    await setDelay(0);
    const third = (await burn(client, project._id, 2)).certificate?.id ?? '';
    const outcomes = await verifyAll([first, second, third]);
    expect(outcomes[third]).toMatchObject({ status: 'valid', certificate: { co2Compensated: 10, supersedes: second } });
    expect(outcomes[second]).toMatchObject({ status: 'superseded', supersededBy: third });
    expect(outcomes[first]).toMatchObject({ status: 'superseded', supersededBy: third });
    expect(validTonnes(Object.values(outcomes))).toEqual({ certificates: 1, compensated: 10, forests: 10 });
    // The second one's own wait ends: it stays superseded.
    sandbox.clock.advance(60 * 60_000);
    expect(validTonnes(Object.values(await verifyAll([first, second, third])))).toEqual({ certificates: 1, compensated: 10, forests: 10 });
    expect(await verify(second)).toMatchObject({ status: 'superseded', supersededBy: third });
  });

  it('the seeded certificates hold to it: per project, the valid ones state exactly the tonnes burned', async () => {
    // A sandbox of its own: only the seed's projects.
    const seeded = await startTestSandbox();
    const data = seeded.sandbox.store.data;
    const byProject = new Map<string, string[]>();
    for (const certificate of data.certificates) {
      if (certificate.projectId) byProject.set(certificate.projectId, [...(byProject.get(certificate.projectId) ?? []), certificate.id]);
    }
    expect(byProject.size).toBeGreaterThan(0);
    for (const [projectId, ids] of byProject) {
      const burned = sum(
        data.transactions.filter((transaction) => transaction.projectId === projectId && transaction.type === 'compensation').map((t) => t.totalAdded),
      );
      const outcomes = await Promise.all(ids.map((id) => validateCertificate(seeded.client(), { certificateId: id })));
      expect(validTonnes(outcomes), projectId).toEqual({ certificates: 1, compensated: burned, forests: burned });
    }
    await seeded.stop();
  });

  it("the superseded certificate's PDF says by which and since when; the new one names the one it replaces; in German and English", async () => {
    const { client } = await newCustomer(sandbox);
    await buyTokens(sandbox, client, [{ productId: 'prod_muehlviertel', quantity: 10 }]);
    const { project } = await projects.createProject(client, { name: 'Depot', description: '', co2Emissions: 3, compensationPeriod: period });
    const first = (await burn(client, project._id, 3)).certificate?.id ?? '';
    sandbox.clock.advance(delay);
    await projects.editProject(client, { id: project._id, name: 'Depot', description: '', co2Emissions: 4, compensationPeriod: period });
    const second = (await burn(client, project._id, 1)).certificate?.id ?? '';
    sandbox.clock.advance(delay);
    const text = async (id: string, language: 'de' | 'en') =>
      (await pdfPages(new Uint8Array(await (await getCertificatePdf(client, { id }, { language })).arrayBuffer()))).join('\n');
    const day = {
      de: new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium' }).format(sandbox.clock.now()),
      en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(sandbox.clock.now()),
    };
    expect(await text(first, 'de')).toContain(`Ersetzt durch ${second} am ${day.de}`);
    expect(await text(first, 'en')).toContain(`Superseded by ${second} on ${day.en}`);
    expect(await text(second, 'de')).toContain(`Ersetzt: ${first}`);
    expect(await text(second, 'en')).toContain(`Supersedes: ${first}`);
    expect(await text(second, 'en')).not.toContain('Superseded by');
  });
});

import { describe, expect, it } from 'vitest';
import { parseAppConfig } from '#shared/config/config';
import { createPrerenderServices, endPrerender, renderPage } from '#portal/prerender';

const timers = () => process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;

// The build's prerender step is a process of its own: a timer left behind kept it alive a minute after its last page
// (the query cache's 60 s garbage collection of the queries the pages started), which made every build a minute longer.
describe('the prerender step', () => {
  it('leaves no timer behind once its pages are rendered', async () => {
    const services = await createPrerenderServices(parseAppConfig({ apiBase: 'http://localhost:8787' }));
    const before = timers();
    for (const pathname of ['/', '/en/customers', '/forests/__GFT_FOREST_ID__']) {
      const page = await renderPage(services, pathname);
      expect(page.html).toContain('<h1');
    }
    endPrerender(services);
    expect(timers()).toBeLessThanOrEqual(before);
  });
});

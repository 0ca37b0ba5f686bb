import { Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { page, retryFailedPages } from '#portal/lib/route-kit';

/** The HTML React renders for `node`, waiting for what it loads; a failed load leaves the Suspense fallback. */
async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(node, { onError: () => {} });
  return new Response(prelude).text();
}

describe('a lazily loaded page', () => {
  it('keeps a failed load until the failure shows, then loads again at its next visit', async () => {
    let loads = 0;
    const FaqPage = page(
      () => (++loads === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve({ Faq: () => <h1>FAQ</h1> })),
      'Faq',
    );
    const visit = () =>
      html(
        <Suspense fallback={<p>failed</p>}>
          <FaqPage />
        </Suspense>,
      );
    expect(await visit()).not.toContain('<h1>FAQ</h1>');
    // React renders a failed page again before its boundary shows the failure: that must not start a load each time.
    expect(await visit()).not.toContain('<h1>FAQ</h1>');
    expect(loads).toBe(1);
    // The page's error boundary calls this once the failure shows (portal/layout/root-layout.tsx).
    retryFailedPages();
    expect(await visit()).toContain('<h1>FAQ</h1>');
    expect(loads).toBe(2);
  });
});

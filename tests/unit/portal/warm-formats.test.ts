import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the browser's Worker: records what the page made and lets a test answer or fail it. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  static refuse = false;
  terminated = false;
  constructor(readonly url: URL) {
    super();
    if (FakeWorker.refuse) throw new DOMException('refused by the CSP', 'SecurityError');
    FakeWorker.made.push(this);
  }
  terminate() {
    this.terminated = true;
  }
}

// The module keeps which languages are ready: each test loads it afresh.
const load = async () => {
  vi.resetModules();
  return (await import('#portal/lib/warm-formats')).warmFormats;
};

describe('warmFormats: the page\'s first formats made off its render (docs/performance.md, "The forest page\'s long task")', () => {
  beforeEach(() => {
    FakeWorker.made = [];
    FakeWorker.refuse = false;
    vi.stubGlobal('Worker', FakeWorker);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts the worker once a language, and ends it when it is done', async () => {
    const warmFormats = await load();
    warmFormats('de');
    const [worker] = FakeWorker.made;
    expect(worker?.url.pathname).toMatch(/warm-formats-worker\.ts$/);
    worker?.dispatchEvent(new MessageEvent('message'));
    expect(worker?.terminated).toBe(true);
    vi.runAllTimers();
    warmFormats('de');
    expect(FakeWorker.made).toHaveLength(1);
    warmFormats('en');
    expect(FakeWorker.made).toHaveLength(2);
  });

  it('makes the formats on the main thread, in tasks of their own, when the worker is refused or fails', async () => {
    FakeWorker.refuse = true;
    const warmFormats = await load();
    warmFormats('de');
    expect(vi.getTimerCount()).toBe(2);
    vi.runAllTimers();
    FakeWorker.refuse = false;
    warmFormats('de');
    expect(FakeWorker.made).toHaveLength(0);

    warmFormats('en');
    FakeWorker.made[0]?.dispatchEvent(new Event('error'));
    expect(vi.getTimerCount()).toBe(2);
  });

  it('stops what has not run when the page goes', async () => {
    const warmFormats = await load();
    const stop = warmFormats('de');
    stop();
    expect(FakeWorker.made[0]?.terminated).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    // Not done: a later page starts again.
    warmFormats('de');
    expect(FakeWorker.made).toHaveLength(2);
  });
});

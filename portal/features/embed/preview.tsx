import { useEffect, useRef, useState, type CSSProperties } from 'react';

/** The widget loader this site serves: the same file partners load. */
export const loaderPath = '/widgets/gft-widgets.js';

let loading: Promise<void> | undefined;

/** Adds the loader to the page once (a module: it defines the elements, and loads each one's code when it appears). */
function loadWidgets(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = loaderPath;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      loading = undefined;
      reject(new Error(`${loaderPath} could not be loaded`));
    });
    document.head.append(script);
  });
  return loading;
}

/** `value` once it has stayed the same for `delayMs`; the first value at once. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export interface PreviewProps {
  tag: string;
  attributes: [name: string, value: string][];
  /** Every custom property: the portal sets its own on :root, which the element would inherit. */
  css: Record<string, string>;
  background: string;
  failedText: string;
}

/**
 * The real element from the real bundle. The custom properties are set on its container and inherit, as a partner's
 * rules on the element do, and change it at once; a change of its tag or attributes mounts a new element once typing
 * has paused (an element with a certificate ID verifies it on mount).
 */
export function Preview({ tag, attributes, css, background, failedText }: PreviewProps) {
  const stage = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    loadWidgets().catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, []);
  const element = useSettled(JSON.stringify([tag, attributes]), 400);
  useEffect(() => {
    const [settledTag, settledAttributes] = JSON.parse(element) as [string, [string, string][]];
    const mounted = document.createElement(settledTag);
    for (const [name, value] of settledAttributes) mounted.setAttribute(name, value);
    stage.current?.replaceChildren(mounted);
    return () => mounted.remove();
  }, [element]);
  return (
    <>
      {failed ? (
        <p className="gft-error" role="alert">
          {failedText}
        </p>
      ) : null}
      <div className="embed-stage" ref={stage} style={{ ...css, background } as CSSProperties} />
    </>
  );
}

import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once the customer scrolls near them: the overview's parts below the fold on a phone (the
 * chart, the recent activity, the wallet) and the code and data they load stay out of the dashboard's first download.
 * "Near" is judged once what is above them is `ready` (its data there: before, its skeletons are shorter than what
 * comes, and everything would look near). Until then, and while their code loads, `placeholder` holds their place
 * (hidden from screen readers; a `.deferred` block, which the browser tests' settle helpers know).
 */
export function Deferred({ ready, children, placeholder }: { ready: boolean; children: ReactNode; placeholder: ReactNode }) {
  const spot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = spot.current;
    if (near || !ready || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: '200px 0px' });
    observer.observe(element);
    // A jump past it (the End key, a link to what is below) never intersects: scrolled to or past, it is near too.
    const passed = () => element.getBoundingClientRect().top < window.innerHeight + 200 && setNear(true);
    window.addEventListener('scroll', passed, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', passed);
    };
  }, [near, ready]);
  const waiting = (
    <div className="deferred" ref={near ? undefined : spot} aria-hidden="true">
      {placeholder}
    </div>
  );
  return near ? <Suspense fallback={waiting}>{children}</Suspense> : waiting;
}

/** Grey blocks the size of what loads: `lines` rows of a `size` (overview.css), as `Deferred`'s or `Loaded`'s placeholder. */
export const Blocks = ({ lines, size }: { lines: number; size: 'row' | 'line' | 'chart' | 'card' }) => (
  <div className={`overview-skeleton overview-skeleton--${size}`}>
    {Array.from({ length: lines }, (_, index) => (
      <span key={index} className="skeleton" />
    ))}
  </div>
);

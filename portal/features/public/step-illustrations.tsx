import type { ReactNode } from 'react';

/**
 * The five steps of how it works, drawn for this product: forest measured, tokens issued, bought, used to compensate,
 * certificate. One 64×64 grid, one stroke width, colours from the tokens (pages.css): decorative, the step's text says it all.
 */
function Illustration({ children }: { children: ReactNode }) {
  return (
    <svg className="step-art" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
      <circle className="step-art__disc" cx="32" cy="32" r="30" />
      {children}
    </svg>
  );
}

function Measured() {
  return (
    <Illustration>
      <path className="step-art__fill" d="M15 44 23 24l8 20Z M29 44l9-24 9 24Z" />
      <path className="step-art__line" d="M15 44 23 24l8 20Z M29 44l9-24 9 24Z M23 44v6 M38 44v6 M11 50h42" />
      <path className="step-art__accent" d="M46 11h6v6h-6Z M43 14h3 M52 14h3" />
      <path className="step-art__dash" d="M47 18 39 30" />
    </Illustration>
  );
}

function Issued() {
  return (
    <Illustration>
      <ellipse className="step-art__wood" cx="32" cy="42" rx="14" ry="5" />
      <path className="step-art__line" d="M18 42v-6c0 2.8 6.3 5 14 5s14-2.2 14-5v6c0 2.8-6.3 5-14 5s-14-2.2-14-5Z" />
      <circle className="step-art__fill" cx="32" cy="24" r="12" />
      <circle className="step-art__line" cx="32" cy="24" r="12" />
      <path className="step-art__line" d="M32 31v-9 M32 25c-4 0-6-3-6-7 4 0 6 3 6 7Z M32 22c3 0 5-2 5-5-3 0-5 2-5 5Z" />
    </Illustration>
  );
}

function Bought() {
  return (
    <Illustration>
      <path className="step-art__fill" d="M14 26h34a3 3 0 0 1 3 3v17a3 3 0 0 1-3 3H17a3 3 0 0 1-3-3Z" />
      <path className="step-art__line" d="M14 26h34a3 3 0 0 1 3 3v17a3 3 0 0 1-3 3H17a3 3 0 0 1-3-3V22a3 3 0 0 1 3-3h26v7 M40 35h11v7H40a3.5 3.5 0 0 1 0-7Z" />
      <circle className="step-art__wood" cx="30" cy="13" r="6" />
      <path className="step-art__line" d="M30 20v3" />
    </Illustration>
  );
}

/** A leaf, ticked: tokens used against a project's emissions (no flame: nothing is burned for the reader). */
function Compensated() {
  return (
    <Illustration>
      <path className="step-art__fill" d="M16 46c0-17 11-28 29-29 0 18-11 29-29 29Z" />
      <path className="step-art__line" d="M16 46c0-17 11-28 29-29 0 18-11 29-29 29Z M16 46l21-21 M24 38l-2-7 M24 38l7 2 M30 32l-1-7 M30 32l7 1" />
      <circle className="step-art__wood" cx="44" cy="44" r="8" />
      <path className="step-art__line" d="m40.5 44 2.5 2.5 4.5-5" />
    </Illustration>
  );
}

function Certificate() {
  return (
    <Illustration>
      <path className="step-art__fill" d="M17 11h24l8 8v34H17Z" />
      <path className="step-art__line" d="M17 11h24l8 8v34H17Z M41 11v8h8 M23 24h16 M23 30h20 M23 36h10" />
      <circle className="step-art__wood" cx="40" cy="43" r="6" />
      <path className="step-art__line" d="m37 43 2 2 4-4" />
    </Illustration>
  );
}

/** The five illustrations in the order of the steps. */
export const stepIllustrations = [Measured, Issued, Bought, Compensated, Certificate] as const;

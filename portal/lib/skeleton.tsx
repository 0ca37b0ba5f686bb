/**
 * A line of text still loading: a block of one line's height inside the element that will hold the text, so it
 * takes that element's font, line height and margins.
 */
export const SkeletonLine = ({ width }: { width: 'short' | 'long' }) => <span className={`skeleton skeleton--${width}`}>{'\u00a0'}</span>;

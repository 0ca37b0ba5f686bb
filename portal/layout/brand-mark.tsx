/** The greenfee mark: a stylised spruce on a rounded square (the square takes the text colour). */
export function BrandMark() {
  return (
    <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" width="30" height="30">
      <rect width="32" height="32" rx="9" fill="currentColor" />
      <path d="M16 5.5 9 15.5h4.2L8.5 23h6.3v3.5h2.4V23h6.3l-4.7-7.5H23z" fill="#fff" />
    </svg>
  );
}

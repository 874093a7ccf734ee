/** The product mark: a screen outline on a rounded square. Decorative (the name is written beside it). */
export function BrandMark({ size = 28, src }: { size?: number; src?: string | null }) {
  if (src) {
    return <img src={src} alt="" width={size} height={size} style={{ objectFit: 'contain', borderRadius: 6, display: 'block' }} />;
  }
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false" style={{ display: 'block', flexShrink: 0 }}>
      <rect width="64" height="64" rx="14" fill="#2E96F4" />
      <rect x="12" y="16" width="40" height="26" rx="3" fill="none" stroke="#fff" strokeWidth="4" />
      <path d="M26 50h12M32 42v8" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

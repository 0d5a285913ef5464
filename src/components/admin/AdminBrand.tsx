/**
 * The product's mark on the Payload admin panel's sign-in page. Payload's own CSS applies
 * there, not the site's Tailwind: inline styles and its theme variables only.
 */
function Mark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#4f46e5" />
      <path d="M9 22.5 10.2 18l9.6-9.6a1.6 1.6 0 0 1 2.3 0l1 1a1.6 1.6 0 0 1 0 2.3L13.5 21.3 9 22.5Z" fill="#fff" />
      <path d="M16 23h7" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

export function AdminLogo() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 12, fontSize: 24, fontWeight: 700, color: 'var(--theme-text)' }}>
      <Mark size={40} />
      SEO Writer
    </span>
  )
}

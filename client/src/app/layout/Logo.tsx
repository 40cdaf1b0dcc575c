export function Logo() {
  return (
    <span className="logo" aria-label="Casefront">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden>
        <defs>
          <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#f5c96a" />
            <stop offset="1" stopColor="#e4ae39" />
          </linearGradient>
        </defs>
        <rect x="2" y="8" width="28" height="20" rx="4" fill="url(#logo-g)" />
        <rect x="2" y="4" width="28" height="8" rx="3" fill="#f5c96a" />
        <rect x="13" y="10" width="6" height="7" rx="1.5" fill="#0f1119" />
      </svg>
      <span className="logo__text">
        CASE<b>FRONT</b>
      </span>
    </span>
  );
}

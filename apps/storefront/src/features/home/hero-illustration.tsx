const LEAF = 'M0 0C26-40 88-44 124 0 88 44 26 40 0 0Z';

const stems = [
  { d: 'M220 318C214 250 188 196 142 156', tip: [142, 156], angle: -138, scale: 1, fill: '#5ea87f' },
  { d: 'M222 318C232 244 262 184 318 150', tip: [318, 150], angle: -42, scale: 1.05, fill: '#8ec6a5' },
  { d: 'M221 318C222 240 225 168 228 104', tip: [228, 104], angle: -88, scale: 1.15, fill: '#3d8b62' },
  { d: 'M219 318C198 278 152 264 108 262', tip: [108, 262], angle: -172, scale: 0.9, fill: '#8ec6a5' },
  { d: 'M224 318C252 282 300 270 344 276', tip: [344, 276], angle: 6, scale: 0.85, fill: '#5ea87f' },
] as const;

/** The hero's potted plant: drawn in SVG, so it stays sharp at any size and costs no download. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="-20 -50 480 530"
      role="img"
      aria-label="A leafy plant in a terracotta pot"
      className={className}
    >
      <circle cx="226" cy="236" r="196" fill="#ffffff" opacity="0.06" />
      <circle cx="226" cy="236" r="146" fill="#ffffff" opacity="0.05" />
      <ellipse cx="222" cy="452" rx="118" ry="12" fill="#0d2118" opacity="0.35" />
      {stems.map(({ d }) => (
        <path key={d} d={d} fill="none" stroke="#3d8b62" strokeWidth="5" strokeLinecap="round" />
      ))}
      {stems.map(({ d, tip: [x, y], angle, scale, fill }) => (
        <g key={`leaf-${d}`} transform={`translate(${x} ${y}) rotate(${angle}) scale(${scale})`}>
          <path d={LEAF} fill={fill} />
          <path d="M6 0H112" stroke="#1f4835" strokeWidth="2.5" strokeLinecap="round" opacity="0.45" />
          <path
            d="M34 0 48-17M34 0 48 17M64 0 78-18M64 0 78 18M92 0 102-12M92 0 102 12"
            stroke="#1f4835"
            strokeWidth="1.6"
            strokeLinecap="round"
            opacity="0.3"
          />
        </g>
      ))}
      <path d="M138 318H306L286 444H158Z" fill="#c4703f" />
      <path d="M138 318H306L302 344H142Z" fill="#a95a2f" />
      <rect x="126" y="300" width="192" height="30" rx="9" fill="#dc946b" />
      <ellipse cx="222" cy="304" rx="84" ry="7" fill="#3b2a1f" opacity="0.55" />
    </svg>
  );
}

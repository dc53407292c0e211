import type { ReactElement } from "react";

/*
 * Drawn art for the five home slides (no downloaded pictures): pantry, dairy, drinks, frozen,
 * packaging. Decorative: hidden from assistive technology.
 */

const pantry = (
  <>
    <rect x="40" y="228" width="330" height="10" rx="3" fill="#d4a373" />
    <rect x="40" y="128" width="330" height="10" rx="3" fill="#d4a373" opacity=".8" />
    <path d="M70 228v-70q0-14 14-18l10-4h52l10 4q14 4 14 18v70z" fill="#f1f7f3" />
    <path d="M94 136l8-16h44l8 16" fill="#e7dcc8" />
    <text x="120" y="196" textAnchor="middle" fontFamily="system-ui" fontWeight="700" fontSize="18" fill="#1b4332">RICE</text>
    <rect x="188" y="160" width="46" height="68" rx="10" fill="#f6e7c1" />
    <rect x="186" y="150" width="50" height="14" rx="4" fill="#b5835a" />
    <rect x="246" y="176" width="40" height="52" rx="9" fill="#e9c46a" />
    <rect x="244" y="166" width="44" height="12" rx="4" fill="#b5835a" />
    <path d="M300 228v-64q0-10 8-16h30q8 6 8 16v64z" fill="#c9e4ca" />
    <rect x="314" y="132" width="18" height="18" rx="3" fill="#2d6a4f" />
    <circle cx="90" cy="112" r="14" fill="#e76f51" />
    <circle cx="118" cy="114" r="12" fill="#f4a261" />
    <rect x="210" y="70" width="60" height="58" rx="6" fill="#f1f7f3" opacity=".9" />
    <rect x="282" y="84" width="44" height="44" rx="6" fill="#dcebe1" />
  </>
);

const dairy = (
  <>
    <path d="M60 230l110-86 110 86z" fill="#ffd166" />
    <path d="M60 230h220v20H60z" fill="#e9b949" />
    <circle cx="140" cy="212" r="10" fill="#e9b949" />
    <circle cx="190" cy="198" r="7" fill="#e9b949" />
    <circle cx="214" cy="224" r="8" fill="#e9b949" />
    <path d="M288 250v-120q0-14 10-22v-26h36v26q10 8 10 22v120z" fill="#f8fafc" />
    <rect x="296" y="72" width="40" height="14" rx="4" fill="#2d6a4f" />
    <rect x="288" y="160" width="56" height="40" fill="#dcebe1" />
    <ellipse cx="110" cy="120" rx="20" ry="26" fill="#fdf6ec" />
    <ellipse cx="152" cy="112" rx="18" ry="24" fill="#f5e6d3" />
    <ellipse cx="70" cy="126" rx="16" ry="21" fill="#fdf6ec" />
  </>
);

const drinks = (
  <>
    <path d="M70 140h110l-12 110H82z" fill="#f1f7f3" />
    <path d="M180 160h18q20 0 20 22t-20 22h-22" fill="none" stroke="#f1f7f3" strokeWidth="10" />
    <path d="M92 120q-10-16 0-32t0-32M124 120q-10-16 0-32t0-32M156 120q-10-16 0-32t0-32" fill="none" stroke="#dcebe1" strokeWidth="6" strokeLinecap="round" opacity=".8" />
    <rect x="76" y="150" width="98" height="16" fill="#6f4e37" />
    <path d="M240 250v-118q0-18 14-28v-34h24v34q14 10 14 28v118z" fill="#90e0ef" opacity=".9" />
    <rect x="250" y="60" width="32" height="14" rx="3" fill="#e76f51" />
    <rect x="240" y="160" width="52" height="40" fill="#f1f7f3" opacity=".85" />
    <rect x="310" y="170" width="46" height="80" rx="8" fill="#e76f51" />
    <rect x="310" y="190" width="46" height="20" fill="#f4a261" />
    <ellipse cx="333" cy="170" rx="23" ry="5" fill="#c8553d" />
  </>
);

const frozen = (
  <>
    <g stroke="#e0f2fe" strokeWidth="8" strokeLinecap="round">
      <path d="M120 60v140M60 95l120 70M60 165l120-70" />
      <path d="M120 60l-14 14M120 60l14 14M120 200l-14-14M120 200l14-14" />
    </g>
    <g stroke="#bae6fd" strokeWidth="5" strokeLinecap="round" opacity=".9">
      <path d="M300 40v70M270 57l60 36M270 93l60-36" />
    </g>
    <rect x="220" y="150" width="140" height="100" rx="10" fill="#f8fafc" />
    <rect x="220" y="150" width="140" height="26" rx="10" fill="#90e0ef" />
    <circle cx="258" cy="214" r="16" fill="#e76f51" />
    <circle cx="290" cy="220" r="12" fill="#57cc99" />
    <circle cx="320" cy="210" r="14" fill="#ffd166" />
    <circle cx="60" cy="230" r="6" fill="#e0f2fe" />
    <circle cx="190" cy="240" r="4" fill="#e0f2fe" />
  </>
);

const packaging = (
  <>
    <rect x="50" y="170" width="120" height="80" rx="4" fill="#d4a373" />
    <rect x="50" y="170" width="120" height="14" fill="#b5835a" />
    <rect x="100" y="170" width="20" height="80" fill="#e9c46a" opacity=".7" />
    <rect x="70" y="100" width="90" height="70" rx="4" fill="#e0b98a" />
    <rect x="70" y="100" width="90" height="12" fill="#b5835a" />
    <path d="M200 250l-10-80h100l-10 80z" fill="#f8fafc" />
    <path d="M186 170h108l-8-22h-92z" fill="#dcebe1" />
    <path d="M316 250v-96q0-14 12-20l6-22h20v-14h-30v-14h40l6 50q12 6 12 20v96z" fill="#57cc99" />
    <rect x="316" y="180" width="56" height="36" fill="#f1f7f3" />
    <circle cx="235" cy="110" r="26" fill="#f1f7f3" opacity=".85" />
    <path d="M222 110l9 9 18-18" fill="none" stroke="#2d6a4f" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
  </>
);

const ART: ReactElement[] = [pantry, dairy, drinks, frozen, packaging];

export function SlideArt({ variant, className = "" }: { variant: number; className?: string }) {
  return (
    <svg viewBox="0 0 400 280" aria-hidden="true" focusable="false" className={className} preserveAspectRatio="xMidYMax meet">
      <circle cx="320" cy="70" r="120" fill="#ffffff" opacity=".06" />
      <circle cx="60" cy="260" r="90" fill="#ffffff" opacity=".05" />
      {ART[variant % ART.length]}
    </svg>
  );
}

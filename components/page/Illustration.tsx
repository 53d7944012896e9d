// Small inline line illustrations for tiles and cards: decorative only (aria-hidden), drawn in
// the current text colour with a few flat fills, so no external images are needed.
import type { ReactElement } from "react";
import type { IllustrationName } from "@/lib/copy/art";

/** An outline in the current colour; pair with a fill attribute for filled shapes. */
const line = {
  stroke: "currentColor",
  strokeWidth: 3,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

/** An unfilled outline. */
const stroke = { fill: "none", ...line } as const;

const DRAWINGS: Record<IllustrationName, ReactElement> = {
  wine: (
    <>
      <path d="M44 36h32c-1.5 14-7.5 25-16 25.5C51.5 61 45.5 50 44 36z" fill="#a3204f" />
      <path d="M42 16h36c2 26-5 45-18 46-13-1-20-20-18-46z" {...stroke} />
      <path d="M60 62v34M46 100h28" {...stroke} />
      <path d="M49 24c0 6 1 10 2 13" {...stroke} stroke="#ffffff" strokeWidth={2.5} />
    </>
  ),
  beer: (
    <>
      <path d="M41 38h38l-4 60H45z" fill="#f2a93b" />
      <path d="M38 30h44l-5 70H43z" {...stroke} />
      <path
        d="M36 32c-2-7 5-12 11-9 3-6 13-7 17-1 5-4 14-2 16 5 4 1 4 6 1 8-3 2-42 2-44 0-1-1-1-2-1-3z"
        fill="#ffffff"
        {...line}
        strokeWidth={2.5}
      />
      <circle cx="52" cy="60" r="2.5" fill="#ffffff" />
      <circle cx="64" cy="72" r="2" fill="#ffffff" />
      <circle cx="56" cy="84" r="2.5" fill="#ffffff" />
      <path d="M80 48h6c4 0 6 3 6 7v18c0 4-2 7-6 7h-8" {...stroke} />
    </>
  ),
  cider: (
    <>
      <path
        d="M60 40c-7-7-27-8-31 12-4 22 12 48 24 46 3 0 4-2 7-2s4 2 7 2c12 2 28-24 24-46-4-20-24-19-31-12z"
        fill="#9ccf5c"
        {...line}
      />
      <path d="M60 40c0-9 2-15 6-19" {...stroke} />
      <path d="M66 27c6-8 17-9 21-4-4 7-15 9-21 4z" fill="#4f9a2d" {...line} strokeWidth={2.5} />
      <path d="M40 58c1-6 4-10 9-12" {...stroke} stroke="#ffffff" strokeWidth={2.5} />
    </>
  ),
  cocktail: (
    <>
      <path d="M36 34h48L60 58z" fill="#f48fb1" />
      <path d="M28 26h64L60 62z" {...stroke} />
      <path d="M60 62v32M46 98h28" {...stroke} />
      <path d="M52 26l18-16" {...stroke} />
      <circle cx="86" cy="24" r="11" fill="#ffd84d" {...line} strokeWidth={2.5} />
      <path d="M86 13v22M75 24h22M78.5 16.5l15 15M93.5 16.5l-15 15" {...stroke} strokeWidth={1.5} />
    </>
  ),
  spirits: (
    <>
      <path
        d="M52 22h16v8c0 5 12 8 12 20v48c0 4-3 6-6 6H46c-3 0-6-2-6-6V50c0-12 12-15 12-20z"
        fill="#bfeaf3"
        {...line}
      />
      <rect x="50" y="10" width="20" height="12" rx="2" fill="#14151a" />
      <rect x="45" y="58" width="30" height="26" rx="3" fill="#ffffff" {...line} strokeWidth={2.5} />
      <path d="M52 67h16M55 75h10" {...stroke} strokeWidth={2.5} />
    </>
  ),
  softDrinks: (
    <>
      <rect x="36" y="26" width="40" height="76" rx="8" fill="#ffd84d" {...line} />
      <path d="M36 40h40M36 88h40" {...stroke} strokeWidth={2.5} />
      <path d="M46 26l-4-14" {...stroke} />
      <circle cx="50" cy="60" r="3" fill="#ffffff" />
      <circle cx="62" cy="70" r="2.5" fill="#ffffff" />
      <circle cx="56" cy="78" r="2" fill="#ffffff" />
      <path d="M84 58a14 14 0 0 1 14 14H84z" fill="#9ccf5c" {...line} strokeWidth={2.5} />
    </>
  ),
  read: (
    <>
      <path d="M60 34c-10-7-24-8-38-4v60c14-4 28-3 38 4 10-7 24-8 38-4V30c-14-4-28-3-38 4z" fill="#ffffff" {...line} />
      <path d="M60 34v60" {...stroke} />
      <path d="M31 44c7-1 14 0 20 2M31 56c7-1 14 0 20 2M31 68c7-1 14 0 20 2M69 46c6-2 13-3 20-2M69 58c6-2 13-3 20-2" {...stroke} strokeWidth={2} />
    </>
  ),
  listen: (
    <>
      <path d="M26 74V62c0-19 15-34 34-34s34 15 34 34v12" {...stroke} />
      <rect x="22" y="66" width="16" height="28" rx="6" fill="#3fd0e8" {...line} />
      <rect x="82" y="66" width="16" height="28" rx="6" fill="#3fd0e8" {...line} />
      <path d="M52 74v12M60 68v24M68 74v12" {...stroke} />
    </>
  ),
  watch: (
    <>
      <rect x="18" y="28" width="84" height="56" rx="8" fill="#ffffff" {...line} />
      <path d="M53 44l20 12-20 12z" fill="#c8175d" {...line} strokeWidth={2.5} />
      <path d="M44 98h32M60 84v14" {...stroke} />
    </>
  ),
  learn: (
    <>
      <path d="M60 28l44 18-44 18-44-18z" fill="#ffffff" {...line} />
      <path d="M34 54v20c0 7 12 14 26 14s26-7 26-14V54" {...stroke} />
      <path d="M100 48v24" {...stroke} />
      <circle cx="100" cy="76" r="4" fill="#3fd0e8" {...line} strokeWidth={2.5} />
    </>
  ),
  talk: (
    <>
      <path d="M18 30h54c4 0 6 2 6 6v26c0 4-2 6-6 6H42l-14 12V68H18c-4 0-6-2-6-6V36c0-4 2-6 6-6z" fill="#ffffff" {...line} />
      <path d="M84 48h18c4 0 6 2 6 6v24c0 4-2 6-6 6h-6v12L84 84H62c-4 0-6-2-6-6v-4" fill="#f9c9dc" {...line} />
      <path d="M28 44h34M28 54h22" {...stroke} strokeWidth={2.5} />
    </>
  ),
  box: (
    <>
      <path d="M20 44l40-16 40 16v44l-40 16-40-16z" fill="#f1e4d3" {...line} />
      <path d="M20 44l40 16 40-16M60 60v44" {...stroke} />
      <path d="M40 36l40 16v14" {...stroke} strokeWidth={2.5} />
    </>
  ),
  compass: (
    <>
      <circle cx="60" cy="60" r="38" fill="#ffffff" {...line} />
      <path d="M72 48l-8 16-16 8 8-16z" fill="#3fd0e8" {...line} strokeWidth={2.5} />
      <path d="M60 22v8M60 90v8M22 60h8M90 60h8" {...stroke} />
    </>
  ),
};

/** A decorative line illustration (hidden from assistive technology). */
export function Illustration({ name, className }: { name: IllustrationName; className?: string }) {
  return (
    <svg
      viewBox="0 0 120 120"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {DRAWINGS[name]}
    </svg>
  );
}

// The SVG wordmark: the site name set in the brand face with a two-tone bubble mark.
// Mobile size is 200×24 and the spinner's is 128 wide (lib/constants.ts), both from the same viewBox.
import { SITE_NAME } from "@/lib/constants";

export function Logo({ width, className }: { width?: number; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 200 24"
      width={width}
      role="img"
      aria-label={SITE_NAME}
      xmlns="http://www.w3.org/2000/svg"
    >
      <circle cx="10" cy="12" r="9" fill="var(--color-cyan)" />
      <circle cx="16" cy="9" r="5" fill="var(--color-pink)" opacity="0.9" />
      <text
        x="30"
        y="18"
        fontFamily="var(--font-sans)"
        fontSize="17"
        fontWeight="800"
        letterSpacing="0.5"
        fill="currentColor"
        textLength="168"
        lengthAdjust="spacingAndGlyphs"
      >
        {SITE_NAME.toUpperCase()}
      </text>
    </svg>
  );
}

import styles from "./Talk.module.css";

const TONES = ["#00738a", "#c8175d", "#147a3d", "#8a4b00", "#4b3f99", "#3d404a"];

/** A member's photo, or their initials on a colour of their own. Decorative: the name is beside it. */
export function Avatar({ name, url, uid, size = 40 }: { name: string; url: string | null; uid: string; size?: number }) {
  if (url) {
    // eslint-disable-next-line @next/next/no-img-element -- a member's photo on any host; not optimised
    return <img src={url} alt="" width={size} height={size} className={styles.avatar} referrerPolicy="no-referrer" loading="lazy" />;
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
  const tone = TONES[[...uid].reduce((sum, char) => sum + char.charCodeAt(0), 0) % TONES.length];
  return (
    <span className={styles.avatar} style={{ width: size, height: size, background: tone, fontSize: size * 0.4 }} aria-hidden="true">
      {initials || "?"}
    </span>
  );
}

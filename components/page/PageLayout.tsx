import type { ReactNode } from "react";
import type { LayoutVariant } from "@/lib/layout";
import styles from "./PageLayout.module.css";

interface PageLayoutProps {
  /** narrow: reading width; wide: the site's max content width; fluid: the full viewport. */
  variant?: LayoutVariant;
  /** The element to render: a plain wrapper, or an article / section when the content is one. */
  as?: "div" | "article" | "section";
  /** Vertical padding above and below; "none" for stacked bands that bring their own. */
  spacing?: "normal" | "compact" | "none";
  className?: string;
  id?: string;
  "aria-labelledby"?: string;
  children: ReactNode;
}

/**
 * Centres a page's content at the width of its layout variant (narrow, wide, fluid),
 * with the gutter at the sides and a steady vertical rhythm between its direct children.
 * It renders no landmark of its own: the shell's <main id="main"> already wraps every page.
 */
export function PageLayout({
  variant = "wide",
  as: Element = "div",
  spacing = "normal",
  className,
  children,
  ...rest
}: PageLayoutProps) {
  const classes = [styles.layout, styles[variant], styles[`spacing-${spacing}`], className]
    .filter(Boolean)
    .join(" ");
  return (
    <Element className={classes} {...rest}>
      {children}
    </Element>
  );
}

import { NAV_SECTIONS, type NavSection } from "@/lib/navigation";
import type { CardTone, IllustrationName } from "@/lib/copy/art";
import { CardGrid, type CardItem } from "./CardGrid";
import { Illustration } from "./Illustration";

type ContentSection = Exclude<NavSection["key"], "home" | "shop">;

const TEASERS: Record<ContentSection, { title: string; text: string; cta: string; art: IllustrationName; tone: CardTone }> = {
  read: {
    title: "Stories worth a cuppa",
    text: "News, opinion and featured finds on drinks, health, travel and life without alcohol.",
    cta: "Start reading",
    art: "read",
    tone: "warm",
  },
  listen: {
    title: "Podcasts and playlists",
    text: "Honest conversations about drinking less, plus music for alcohol-free evenings.",
    cta: "Start listening",
    art: "listen",
    tone: "cyan",
  },
  watch: {
    title: "Watch and pour along",
    text: "Mocktail masterclasses, tasting notes and real people's alcohol-free stories.",
    cta: "Start watching",
    art: "watch",
    tone: "pink",
  },
  learn: {
    title: "Courses at your pace",
    text: "Seven short courses, from your first alcohol-free month to mixing drinks at home.",
    cta: "Browse courses",
    art: "learn",
    tone: "slate",
  },
  talk: {
    title: "Join the conversation",
    text: "A friendly community to swap tips, recommend drinks and cheer each other on.",
    cta: "Say hello",
    art: "talk",
    tone: "apple",
  },
};

/** Teaser cards for the content sections READ, LISTEN, WATCH, LEARN and TALK. */
export function SectionTeasers({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const items: CardItem[] = NAV_SECTIONS.filter(
    (section): section is NavSection & { key: ContentSection } => section.key in TEASERS,
  ).map((section) => {
    const teaser = TEASERS[section.key];
    return {
      eyebrow: section.label,
      title: teaser.title,
      href: section.href,
      description: teaser.text,
      cta: teaser.cta,
      art: <Illustration name={teaser.art} />,
      tone: teaser.tone,
    };
  });
  return <CardGrid items={items} headingLevel={headingLevel} size="small" />;
}

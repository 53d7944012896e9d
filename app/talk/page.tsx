import type { Metadata } from "next";
import Link from "next/link";
import { PageLayout } from "@/components/page/PageLayout";
import { PageSection } from "@/components/page/PageSection";
import { SectionIntro } from "@/components/page/SectionIntro";
import { ThemeList } from "@/components/page/ThemeList";
import { plural, postDate } from "@/lib/talk/format";
import { DemoConversationsNotice } from "@/components/talk/DemoConversationsNotice";
import { NewThreadForm } from "@/components/talk/NewThreadForm";
import { ThreadList } from "@/components/talk/ThreadList";
import styles from "@/components/talk/Talk.module.css";
import { categoriesWithActivity, latestThreads } from "@/lib/server/talk/queries";
import { talkViewer } from "@/lib/server/talk/viewer";
import { categoryPath, threadPath } from "@/lib/talk/rules";

export const metadata: Metadata = {
  title: "Talk",
  description: "A friendly community for alcohol-free living: swap tips, recommend drinks and support each other.",
  alternates: { canonical: "/talk" },
};

// New posts show at once: rendered per request from the database.
export const dynamic = "force-dynamic";

const GUIDELINES = [
  { title: "Be kind", text: "Everyone's here for their own reasons and at their own pace. Encourage, don't judge." },
  { title: "Share what helps", text: "Tips, recipes and drinks you love are always welcome. Say what worked for you, not what others must do." },
  { title: "Keep it safe", text: "No medical advice beyond your own experience, and never share anyone's personal details." },
  { title: "Ask for help", text: "If you're struggling, please reach out to your GP or a support service as well as the community." },
] as const;

export default async function TalkPage() {
  const [categories, latest, viewer] = await Promise.all([categoriesWithActivity(), latestThreads(10), talkViewer()]);
  return (
    <PageLayout variant="wide">
      <SectionIntro
        section="talk"
        eyebrow="Community"
        standfirst="A friendly place to swap tips, recommend drinks, celebrate milestones and ask the questions you can't ask at the bar. Anyone can read; members can post."
      />
      <DemoConversationsNotice />
      <div className={styles.toolbar}>
        <NewThreadForm categories={categories} signedIn={viewer !== null} signInHref="/account/signin?next=%2Ftalk" />
      </div>
      <PageSection id="talk-categories" title="Categories">
        <ul className={styles.categories}>
          {categories.map((category) => (
            <li key={category.slug} className={styles.categoryCard}>
              <h3 className={styles.categoryName}>
                <Link href={categoryPath(category.slug)}>{category.name}</Link>
              </h3>
              <p className={styles.categoryDescription}>{category.description}</p>
              <p className={styles.threadMeta}>
                {plural(category.threads, "thread")}
                {category.latest ? (
                  <>
                    {" · Latest: "}
                    <Link href={threadPath(category.latest.id, category.latest.slug)}>{category.latest.title}</Link>
                    {", "}
                    <time dateTime={category.latest.lastPostedAt}>{postDate(category.latest.lastPostedAt)}</time>
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="talk-latest" title="Latest threads">
        <ThreadList threads={latest} label="Latest threads" />
      </PageSection>
      <PageSection id="talk-guidelines" title="Community guidelines" intro="A few simple principles keep TALK a good place to be.">
        <ThemeList items={GUIDELINES} headingLevel={3} />
      </PageSection>
    </PageLayout>
  );
}

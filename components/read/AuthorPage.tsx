// An author's page: portrait, role and biography, then every story they have written.
import { Breadcrumbs } from "@/components/page/Breadcrumbs";
import { PageSection } from "@/components/page/PageSection";
import { articlesByAuthor, type Author } from "@/lib/server/content/content";
import { ArticleGrid } from "./ArticleGrid";
import styles from "./AuthorPage.module.css";

export async function AuthorPage({ author }: { author: Author }) {
  const stories = await articlesByAuthor(author.slug);
  return (
    <>
      <header className={styles.header}>
        <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Read", href: "/read" }, { label: author.name }]} />
        <div className={styles.profile}>
          {/* eslint-disable-next-line @next/next/no-img-element -- drawn SVG avatar */}
          <img src={author.avatar} alt={`Portrait of ${author.name}`} width={160} height={160} className={styles.avatar} />
          <div className={styles.text}>
            <p className={styles.role}>{author.role}</p>
            <h1 className={styles.name}>{author.name}</h1>
            <div className={styles.bio} dangerouslySetInnerHTML={{ __html: author.bioHtml }} />
          </div>
        </div>
      </header>
      <PageSection id="author-stories" title={`Stories by ${author.name}`} intro={`${stories.length} ${stories.length === 1 ? "story" : "stories"}, newest first.`}>
        <ArticleGrid articles={stories} label={`Stories by ${author.name}`} />
      </PageSection>
    </>
  );
}

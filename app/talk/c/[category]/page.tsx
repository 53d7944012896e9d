import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/page/PageHeader";
import { PageLayout } from "@/components/page/PageLayout";
import { Pagination } from "@/components/page/Pagination";
import { DemoConversationsNotice } from "@/components/talk/DemoConversationsNotice";
import { NewThreadForm } from "@/components/talk/NewThreadForm";
import { ThreadList } from "@/components/talk/ThreadList";
import styles from "@/components/talk/Talk.module.css";
import { allCategories, categoryBySlug, threadsInCategory } from "@/lib/server/talk/queries";
import { talkViewer } from "@/lib/server/talk/viewer";
import { categoryPath, pageNumber } from "@/lib/talk/rules";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ category: string }>; searchParams: Promise<{ page?: string }> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const category = await categoryBySlug((await params).category);
  if (!category) return {};
  const page = pageNumber((await searchParams).page);
  return {
    title: `${category.name}${page > 1 ? ` (page ${page})` : ""} · Talk`,
    description: category.description,
    alternates: { canonical: `${categoryPath(category.slug)}${page > 1 ? `?page=${page}` : ""}` },
  };
}

export default async function CategoryPage({ params, searchParams }: Props) {
  const category = await categoryBySlug((await params).category);
  if (!category) notFound();
  const page = pageNumber((await searchParams).page);
  const [{ threads, pages }, categories, viewer] = await Promise.all([threadsInCategory(category.id, page), allCategories(), talkViewer()]);
  if (page > pages) notFound();
  const path = categoryPath(category.slug);
  return (
    <PageLayout variant="wide">
      <PageHeader
        breadcrumbs={[
          { label: "Home", href: "/" },
          { label: "Talk", href: "/talk" },
          { label: category.name },
        ]}
        eyebrow="Talk"
        title={category.name}
        standfirst={category.description}
      />
      <DemoConversationsNotice />
      <div className={styles.toolbar}>
        <NewThreadForm categories={categories} initialCategory={category.slug} signedIn={viewer !== null} signInHref={`/account/signin?next=${encodeURIComponent(path)}`} />
      </div>
      <ThreadList threads={threads} showCategory={false} label={`Threads in ${category.name}`} />
      <Pagination page={page} pageCount={pages} hrefFor={(n) => (n > 1 ? `${path}?page=${n}` : path)} />
    </PageLayout>
  );
}

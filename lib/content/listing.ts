// The page of a story list that `?page=` asks for, or a 404 for a page that does not exist.
import { notFound } from "next/navigation";
import { paginate, parsePageParam, type Page } from "@/lib/content/queries";

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function requestedPage<T>(items: readonly T[], searchParams: SearchParams): Promise<Page<T>> {
  const number = parsePageParam((await searchParams).page);
  const page = number === null ? null : paginate(items, number);
  if (!page) notFound();
  return page;
}

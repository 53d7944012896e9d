import Link from "next/link";
import { DISCOUNT_PAGE_SIZE, DISCOUNT_STATE_LABELS, type AdminDiscountList } from "@/lib/admin/discounts";
import { AdminPageHeader } from "../AdminPageHeader";
import { AdminPagination } from "../AdminPagination";
import { DiscountSearch } from "./DiscountSearch";
import { DiscountStateTabs } from "./DiscountStateTabs";
import { DiscountTable } from "./DiscountTable";
import { NEW_DISCOUNT_PATH, discountsHref } from "@/lib/admin/discount-hrefs";
import card from "../OrderQueue.styles";
import buttons from "../Actions.styles";

/** /admin/discounts: every code, newest first, by state, with its uses and the discount given so far. */
export function DiscountList({ list }: { list: AdminDiscountList }) {
  const { query, discounts, total, pageCount } = list;
  const where = query.state ? DISCOUNT_STATE_LABELS[query.state].toLowerCase() : null;
  const noun = total === 1 ? "code" : "codes";
  const description = `${total.toLocaleString("en-GB")} ${where ? `${where} ` : ""}${noun}${query.q ? ` matching “${query.q}”` : ""}`;
  const first = (query.page - 1) * DISCOUNT_PAGE_SIZE + 1;
  const last = first + discounts.length - 1;
  const nothing = list.counts.all === 0 && !query.q;
  return (
    <>
      <AdminPageHeader
        title="Discount codes"
        subtitle="Codes shoppers type in the mini cart or at checkout. Newest first; dates in UK time."
        actions={
          <Link href={NEW_DISCOUNT_PATH} className={buttons.primary} data-testid="new-discount-link">
            New code
          </Link>
        }
      />
      <div className={card.card}>
        <DiscountStateTabs list={list} />
        <DiscountSearch query={query} />
        {/* Always present (a live region); with no codes the empty message below says it instead. */}
        <p className={total === 0 ? "visually-hidden" : card.status} role="status">
          {total === 0 ? `No ${where ? `${where} ` : ""}codes${query.q ? ` matching “${query.q}”` : ""}.` : `${description}.`}
        </p>
        <DiscountTable
          discounts={discounts}
          caption={`Discount codes: ${description}`}
          empty={
            nothing ? (
              <>
                No discount codes yet. <Link href={NEW_DISCOUNT_PATH}>Create the first one</Link>.
              </>
            ) : query.q ? (
              <>
                No {where ? `${where} ` : ""}codes matching “{query.q}”. <Link href={discountsHref({}, query.state)}>Clear the search</Link>
              </>
            ) : (
              `No ${where ?? ""} codes.`
            )
          }
        />
        {total > 0 && (
          <AdminPagination
            page={query.page}
            pageCount={pageCount}
            hrefFor={(page) => discountsHref(query, query.state, page)}
            summary={`Showing ${first.toLocaleString("en-GB")}–${last.toLocaleString("en-GB")} of ${total.toLocaleString("en-GB")} ${noun}`}
          />
        )}
      </div>
    </>
  );
}

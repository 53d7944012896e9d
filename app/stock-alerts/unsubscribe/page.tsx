import type { Metadata } from "next";
import type { ReactNode } from "react";
import { LINK_USED, searchParam, StockAlertLinkPage, StockAlertLinkResult, StockAlertTokenForm } from "@/components/shop/StockAlertLinkPage";
import { stockAlertByToken, stockAlertProductName } from "@/lib/server/stock-alerts/subscriptions";
import { STOCK_ALERTS_UNSUBSCRIBE_API_PATH } from "@/lib/stock-alerts/contract";

// The unsubscribe link of a back-in-stock alert (issue 28.3), which works without signing in: the
// token in the link is the secret. Opening the link changes nothing (mail scanners prefetch links);
// the button posts to /api/stock-alerts/unsubscribe, which comes back here with the outcome.

export const metadata: Metadata = {
  title: "Stop a back-in-stock email",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export const dynamic = "force-dynamic";

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function UnsubscribePage({ searchParams }: Props) {
  const params = await searchParams;
  const unsubscribed = searchParam(params.unsubscribed);
  const token = searchParam(params.token).slice(0, 200);

  let heading: string;
  let body: ReactNode;
  if (unsubscribed) {
    const name = /^[a-z0-9-]{1,120}$/.test(unsubscribed) ? await stockAlertProductName(unsubscribed) : null;
    heading = "You're unsubscribed";
    body = (
      <StockAlertLinkResult testId="unsubscribe-result">
        {name ? `You will no longer get an email when ${name} is back.` : "You will no longer get an email when this product is back."}
      </StockAlertLinkResult>
    );
  } else {
    const alert = token && !params.used ? await stockAlertByToken(token) : null;
    if (alert) {
      heading = "Stop this back-in-stock email?";
      body = (
        <>
          <p>
            We&rsquo;re waiting to email you when <strong>{alert.productName}</strong> is back in stock. If you&rsquo;d rather not hear about it,
            press the button and we won&rsquo;t send it.
          </p>
          <StockAlertTokenForm action={STOCK_ALERTS_UNSUBSCRIBE_API_PATH} token={token} label="Unsubscribe" testId="unsubscribe-button" />
        </>
      );
    } else {
      heading = "Nothing to unsubscribe";
      body = (
        <StockAlertLinkResult testId="unsubscribe-result">
          {LINK_USED} If you asked us about a drink and its email has arrived, the alert has already ended: there is nothing more to stop.
        </StockAlertLinkResult>
      );
    }
  }

  return <StockAlertLinkPage heading={heading}>{body}</StockAlertLinkPage>;
}

import type { Metadata } from "next";
import type { ReactNode } from "react";
import { LINK_USED, searchParam, StockAlertLinkPage, StockAlertLinkResult, StockAlertTokenForm } from "@/components/shop/StockAlertLinkPage";
import { stockAlertByConfirmToken, stockAlertProductName } from "@/lib/server/stock-alerts/subscriptions";
import { CONFIRMATION_VALID_DAYS, STOCK_ALERTS_CONFIRM_API_PATH } from "@/lib/stock-alerts/contract";

// The confirmation link of a new back-in-stock alert (double opt-in, issue 34.8), built like the
// unsubscribe page: opening the link confirms nothing (mail scanners prefetch links); the button
// posts to /api/stock-alerts/confirm, which comes back here with the outcome.

export const metadata: Metadata = {
  title: "Confirm a back-in-stock email",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export const dynamic = "force-dynamic";

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function ConfirmPage({ searchParams }: Props) {
  const params = await searchParams;
  const confirmed = searchParam(params.confirmed);
  const token = searchParam(params.token).slice(0, 200);

  let heading: string;
  let body: ReactNode;
  if (confirmed) {
    const name = /^[a-z0-9-]{1,120}$/.test(confirmed) ? await stockAlertProductName(confirmed) : null;
    heading = "Your alert is on";
    body = (
      <StockAlertLinkResult testId="confirm-result">
        {`Your alert is on: we'll email you once when ${name ?? "this drink"} is back. Every email has a link to stop it.`}
      </StockAlertLinkResult>
    );
  } else {
    const alert = token && !params.used ? await stockAlertByConfirmToken(token) : null;
    if (alert) {
      heading = "Confirm your back-in-stock email";
      body = (
        <>
          <p>
            Press the button to get one email when <strong>{alert.productName}</strong> is back in stock. Didn&rsquo;t ask for this? Leave this
            page: we won&rsquo;t email you about it.
          </p>
          <StockAlertTokenForm action={STOCK_ALERTS_CONFIRM_API_PATH} token={token} label="Confirm my alert" testId="confirm-button" />
        </>
      );
    } else {
      heading = "Nothing to confirm";
      body = (
        <StockAlertLinkResult testId="confirm-result">
          {LINK_USED} Links work once, for {CONFIRMATION_VALID_DAYS} days: if your alert isn&rsquo;t on, ask again on the drink&rsquo;s page.
        </StockAlertLinkResult>
      );
    }
  }

  return <StockAlertLinkPage heading={heading}>{body}</StockAlertLinkPage>;
}

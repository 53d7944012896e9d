import { describe, expect, it } from "vitest";
import * as C from "@/lib/constants";

// The product's fixed figures (timings, cookies, layout sizes), written out here and checked
// against the one constants module.
describe("site constants match spec §9", () => {
  it("cart timings", () => {
    expect(C.CART_SAVE_DEBOUNCE_MS).toBe(10_000);
    expect(C.GUEST_SYNC_CHANGE_CHECK_MS).toBe(3_000);
  });
  it("money", () => {
    expect(C.VAT_RATE).toBe(0.2);
    expect(C.VAT_DIVISOR).toBe(1.2);
    expect(C.CURRENCY).toBe("GBP");
  });
  it("tokens", () => {
    expect(C.TOKEN_REFRESH_THRESHOLD_MS).toBe(300_000);
    expect(C.TOKEN_FETCH_ATTEMPTS).toBe(3);
    expect(C.TOKEN_FETCH_RETRY_DELAY_MS).toBe(1_000);
  });
  it("cookie names and lifetimes", () => {
    expect(C.COOKIE_NAMES).toMatchObject({
      token: "afcfbtoken",
      cartId: "afcctid",
      userId: "afcfbuid",
      consent: "afc-cookie-consent",
      payloadUserId: "afcpluid",
    });
    expect(C.COOKIE_MAX_AGE_SECONDS.token).toBe(2_592_000);
    expect(C.COOKIE_MAX_AGE_SECONDS.cartId).toBe(365 * 86_400);
    expect(C.COOKIE_MAX_AGE_SECONDS.userId).toBe(365 * 86_400);
    expect(C.COOKIE_MAX_AGE_SECONDS.consent).toBe(365 * 86_400);
    expect(C.COOKIE_PATH).toBe("/");
  });
  it("idle, chat and persistence", () => {
    expect(C.IDLE_TIMEOUT_MS).toBe(60_000);
    expect(C.ACTIVITY_EVENTS).toEqual(["mousemove", "mousedown", "keypress", "scroll", "touchstart"]);
    expect(C.TYPING_RESET_MS).toBe(10_000);
    expect(C.INFO_MESSAGE_TYPING_TIMEOUT_MS).toBe(1_000);
    expect(C.STATE_PERSISTENCE_KEY).toBe("root");
    expect(C.REHYDRATE_TIMEOUT_MS).toBe(5_000);
  });
  it("shell timings", () => {
    expect(C.LOADING_DELAY_MS).toBe(500);
    expect(C.MENU_CLOSE_DELAY_MS).toBe(100);
    expect(C.MOBILE_DRAWER_FADE_MS).toBe(500);
    expect(C.ROUTE_PREFETCH_MARGIN).toBe("200px");
  });
  it("layout", () => {
    expect(C.HEADER_TOP_BAR_HEIGHT).toBe(60);
    expect(C.SECONDARY_BAR_HEIGHT).toBe(50);
    expect(C.OFFSET).toBe(40);
    expect(C.BANNER_HEIGHT).toBe(40);
    expect(C.MAX_CONTENT_WIDTH).toBe(1408);
    expect(C.MOBILE_LOGO_SIZE).toEqual({ width: 200, height: 24 });
    expect(C.SPINNER_LOGO_WIDTH).toBe(128);
    expect(C.CHAT_PANEL_WIDTH).toBe(320);
    expect(C.ASSET_BASE_URL).toBe("");
    expect(C.HTTP_BASE_URL).toBe("");
  });
  it("boxes, buttons and the player", () => {
    expect(C.BOX_CAPACITIES).toEqual({ boxType_330: 24, boxType_500: 12, boxType_750: 12 });
    expect(C.HALF_BOX_750_CAPACITY).toBe(6);
    expect(C.BUTTON_COLOURS).toEqual(["cyan", "pink", "white"]);
    expect(C.PODCAST_SPEEDS).toEqual([1, 1.25, 1.5, 1.75, 2, 0.5, 0.75]);
    expect(C.BANNER_TEXT).toBe("Order Now For Fast Delivery");
  });
});

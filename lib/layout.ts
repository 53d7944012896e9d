// Responsive view states and layout variants, and the CSS custom properties that carry
// the layout sizes to the style sheets so no CSS file repeats those numbers.
import {
  BANNER_HEIGHT,
  CHAT_PANEL_WIDTH,
  HEADER_TOP_BAR_HEIGHT,
  MAX_CONTENT_WIDTH,
  MOBILE_LOGO_SIZE,
  OFFSET,
  SECONDARY_BAR_HEIGHT,
  SPINNER_LOGO_WIDTH,
  MOBILE_DRAWER_FADE_MS,
} from "./constants";

export type ViewState = "mobile" | "tablet" | "desktop" | "largeDesktop" | "extraLarge";
export type LayoutVariant = "narrow" | "wide" | "fluid";

/** Minimum viewport widths of each view state without the chat panel. */
export const VIEW_STATE_MIN_WIDTHS: Record<ViewState, number> = {
  mobile: 0,
  tablet: 768,
  desktop: 1024,
  largeDesktop: 1280,
  extraLarge: 1536,
};

/** Breakpoint helper: the minimum width of a view state, 320 px wider while the chat panel shows. */
export function breakpoint(state: ViewState, chatPanelShowing: boolean): number {
  const base = VIEW_STATE_MIN_WIDTHS[state];
  return base === 0 ? 0 : base + (chatPanelShowing ? CHAT_PANEL_WIDTH : 0);
}

/** The view state for a viewport width. */
export function viewStateFor(width: number, chatPanelShowing: boolean): ViewState {
  const states = Object.keys(VIEW_STATE_MIN_WIDTHS) as ViewState[];
  let current: ViewState = "mobile";
  for (const state of states) if (width >= breakpoint(state, chatPanelShowing)) current = state;
  return current;
}

/** Maximum content width of each layout variant (fluid has none). */
export const LAYOUT_VARIANT_MAX_WIDTH: Record<LayoutVariant, number | null> = {
  narrow: 800,
  wide: MAX_CONTENT_WIDTH,
  fluid: null,
};

/** `:root` custom properties for the layout sizes. */
export function layoutCssVariables(): string {
  const vars: Record<string, string> = {
    "--banner-height": `${BANNER_HEIGHT}px`,
    "--header-top-bar-height": `${HEADER_TOP_BAR_HEIGHT}px`,
    "--secondary-bar-height": `${SECONDARY_BAR_HEIGHT}px`,
    "--offset": `${OFFSET}px`,
    "--max-content-width": `${MAX_CONTENT_WIDTH}px`,
    "--narrow-content-width": `${LAYOUT_VARIANT_MAX_WIDTH.narrow}px`,
    "--mobile-logo-width": `${MOBILE_LOGO_SIZE.width}px`,
    "--mobile-logo-height": `${MOBILE_LOGO_SIZE.height}px`,
    "--spinner-logo-width": `${SPINNER_LOGO_WIDTH}px`,
    "--chat-panel-width": `${CHAT_PANEL_WIDTH}px`,
    "--drawer-fade-ms": `${MOBILE_DRAWER_FADE_MS}ms`,
  };
  return `:root{${Object.entries(vars).map(([k, v]) => `${k}:${v}`).join(";")}}`;
}

/**
 * The footer's id, which `<link rel="expect" blocking="render">` in the root layout waits for: a
 * slow phone's parser may stop mid-page and paint what it has (a half-built header or hero that
 * then moves as the rest arrives); with this, the first frame holds the whole page above the footer.
 */
export const FIRST_PAINT_TARGET_ID = "site-footer";

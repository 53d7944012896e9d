// The names the site copy uses for a card's colour tone and for the inline drawings; the page
// components (CardGrid, Illustration) draw them.
export type CardTone = "cyan" | "pink" | "berry" | "amber" | "apple" | "citrus" | "slate" | "warm";

export type IllustrationName =
  | "wine"
  | "beer"
  | "cider"
  | "cocktail"
  | "spirits"
  | "softDrinks"
  | "read"
  | "listen"
  | "watch"
  | "learn"
  | "talk"
  | "box"
  | "compass";

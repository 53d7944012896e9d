import { describe, expect, it } from "vitest";
import { markdownToPlainText } from "@/lib/markdown-text";

describe("markdownToPlainText", () => {
  it("keeps the words and drops the marks", () => {
    expect(markdownToPlainText("## Tasting\n\n**Crisp** and _dry_, with [a hop finish](https://example.com).\n\n- Ice cold\n- 1. `Lime`")).toBe(
      "Tasting Crisp and dry, with a hop finish. Ice cold 1. Lime",
    );
  });

  it("leaves plain text as it is, apostrophes and percentages included", () => {
    expect(markdownToPlainText("Brewed to 0.5% ABV, it's a proper lager.")).toBe("Brewed to 0.5% ABV, it's a proper lager.");
  });
});

// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ChangeList } from "@/components/admin/ChangeList";

describe("ChangeList", () => {
  it("shows the start of a long text, not all 4,000 characters of a description", () => {
    const description = `${"A crisp pale lager. ".repeat(200)}The end.`;
    render(<ChangeList before={null} after={{ description, name: "Harbour Pale" }} />);
    const shown = screen.getByText(/^A crisp pale lager/).textContent ?? "";
    expect(shown.length).toBeGreaterThan(100);
    expect(shown.length).toBeLessThanOrEqual(120);
    expect(shown.endsWith("…")).toBe(true);
    expect(screen.getByText("Harbour Pale")).toBeTruthy();
  });
});

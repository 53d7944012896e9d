import { describe, expect, it } from "vitest";
import { singleLine, withoutControlCharacters } from "@/lib/security/text";
import { newThreadSchema, replySchema } from "@/lib/talk/rules";

describe("hostile text", () => {
  it("a search takes one line: every control character becomes a space", () => {
    expect(singleLine("/e\u0000")).toBe("/e");
    expect(singleLine(" gin\u0000\u0007and\ttonic\n ")).toBe("gin and tonic");
  });
  it("a post keeps its line breaks and tabs and loses the rest", () => {
    expect(withoutControlCharacters("a\u0000b\nc\td\u001b\u007f")).toBe("ab\nc\td");
  });
  it("TALK's bodies are cleaned before their length is judged", () => {
    expect(replySchema.parse({ body: "Thanks\u0000 for this\n\nreally" }).body).toBe("Thanks for this\n\nreally");
    expect(newThreadSchema.parse({ category: "general", title: "A\u0000 title here", body: "Some body text." }).title).toBe("A title here");
    // Only control characters: nothing left, so it is too short.
    expect(replySchema.safeParse({ body: "\u0000".repeat(20) }).success).toBe(false);
  });
});

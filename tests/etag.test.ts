// If-None-Match as the site's cached files and feeds read it (api-routes/http.ts etagStillFresh):
// the tag sent back strong or weak, in a list, or "*" means the client's copy is current; another
// tag, or none, means it is not.
import { describe, expect, it } from "vitest";
import { etagStillFresh } from "@/api-routes/http";

const TAG = '"abc123"';
const asking = (ifNoneMatch?: string) => new Request("http://localhost/file", { headers: ifNoneMatch === undefined ? {} : { "if-none-match": ifNoneMatch } });

describe("etagStillFresh", () => {
  it.each([
    ["the same tag", TAG],
    ["the tag made weak", `W/${TAG}`],
    ["the tag in a list", `"old", ${TAG}`],
    ["the tag in a list without spaces", `"old",W/${TAG}`],
    ["any tag (*)", "*"],
  ])("is fresh for %s", (_, header) => {
    expect(etagStillFresh(asking(header), TAG)).toBe(true);
  });

  it.each([
    ["no header", undefined],
    ["another tag", '"abc124"'],
    ["a tag that only contains it", '"xabc123"'],
    ["an empty header", ""],
  ])("is stale for %s", (_, header) => {
    expect(etagStillFresh(asking(header), TAG)).toBe(false);
  });

  it("compares a weak tag of its own weakly too", () => {
    expect(etagStillFresh(asking(TAG), `W/${TAG}`)).toBe(true);
  });
});

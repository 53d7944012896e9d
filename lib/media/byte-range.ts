// A request's Range header read against a file's size (RFC 9110 §14): the one range a video player
// asks for ("bytes=0-", "bytes=1000-1999", "bytes=-500"). Several ranges in one request are
// answered whole, as the RFC allows; a range wholly past the end is unsatisfiable (416).

export type ByteRangeRequest = { kind: "whole" } | { kind: "range"; start: number; end: number } | { kind: "unsatisfiable" };

const SINGLE = /^bytes=(\d*)-(\d*)$/;

/** The bytes to send for a file of `size` bytes; `end` is inclusive. */
export function byteRangeOf(header: string | null, size: number): ByteRangeRequest {
  if (!header) return { kind: "whole" };
  const match = SINGLE.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return { kind: "whole" };
  if (match[1] === "") {
    // A suffix: the last N bytes.
    const length = Number(match[2]);
    if (length === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "range", start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return { kind: "unsatisfiable" };
  if (end < start) return { kind: "whole" };
  return { kind: "range", start, end };
}

// The course editor's input (lib/learn/course-input.ts): what the form and the API accept, the
// sentence each refused field gets, and the check that a lesson order names the course's lessons.
import { describe, expect, it } from "vitest";
import { courseFieldErrors, courseInputSchema, sameLessons, type CourseInput } from "@/lib/learn/course-input";

const VALID: CourseInput = {
  title: "Sober Sparks",
  audience: "Anyone who loves a fizz",
  level: "Beginner",
  summary: "Sparkling drinks without alcohol, made at home.",
  outcomes: ["Pick a base", "Balance sweet and sour", "Serve it cold"],
  illustration: "cocktail",
  tone: "citrus",
  body: "A short course on **fizz**.",
  lessons: ["first-fizz", "second-fizz"],
};

const errorsOf = (input: unknown) => {
  const parsed = courseInputSchema.safeParse(input);
  if (parsed.success) return null;
  return courseFieldErrors(parsed.error);
};

describe("courseInputSchema", () => {
  it("accepts a course and trims its text", () => {
    const parsed = courseInputSchema.parse({ ...VALID, title: "  Sober Sparks  ", outcomes: [" Pick a base", "Balance sweet and sour ", "Serve it cold"] });
    expect(parsed).toEqual(VALID);
  });

  it("refuses each bad field with its own sentence", () => {
    expect(
      errorsOf({ ...VALID, title: " ", audience: "a".repeat(61), level: "Expert", summary: "s".repeat(321), outcomes: ["One", ""], illustration: "rocket", tone: "neon", body: "b".repeat(3001), lessons: ["Not A Slug"] }),
    ).toEqual({
      title: "is required",
      audience: "must be at most 60 characters",
      level: "Choose a level.",
      summary: "must be at most 320 characters",
      "outcomes.1": "is required",
      outcomes: "List at least 3 outcomes.",
      illustration: "Choose an illustration.",
      tone: "Choose a tone.",
      body: "must be at most 3,000 characters",
      "lessons.0": "must be a lesson slug",
    });
  });

  it("takes 3 to 6 outcomes of at most 160 characters", () => {
    expect(errorsOf({ ...VALID, outcomes: ["1", "2", "3", "4", "5", "6"] })).toBeNull();
    expect(errorsOf({ ...VALID, outcomes: ["1", "2", "3", "4", "5", "6", "7"] })).toEqual({ outcomes: "List at most 6 outcomes." });
    expect(errorsOf({ ...VALID, outcomes: ["1", "2", "o".repeat(161)] })).toEqual({ "outcomes.2": "must be at most 160 characters" });
    expect(errorsOf({ ...VALID, outcomes: "Pick a base" })).toEqual({ outcomes: "List the course's outcomes." });
  });

  it("refuses a missing field, an unknown one, a lesson listed twice and a body that is not an object", () => {
    const { tone: _tone, ...withoutTone } = VALID;
    expect(errorsOf(withoutTone)).toEqual({ tone: "Choose a tone." });
    expect(Object.keys(errorsOf({ ...VALID, updatedBy: "someone" }) ?? {})).toEqual(["form"]);
    expect(errorsOf({ ...VALID, lessons: ["first-fizz", "first-fizz"] })).toEqual({ lessons: "lists a lesson twice" });
    expect(errorsOf({ ...VALID, lessons: Array.from({ length: 21 }, (_, index) => `lesson-${index}`) })).toEqual({ lessons: "A course has at most 20 lessons." });
    expect(errorsOf("a course")).toEqual({ form: "Send the course's fields as a JSON object." });
  });
});

describe("sameLessons", () => {
  it("is true only for the same lessons, in any order", () => {
    expect(sameLessons(["a", "b", "c"], ["c", "a", "b"])).toBe(true);
    expect(sameLessons(["a", "b", "c"], ["a", "b"])).toBe(false);
    expect(sameLessons(["a", "b"], ["a", "b", "c"])).toBe(false);
    expect(sameLessons(["a", "b"], ["a", "x"])).toBe(false);
    expect(sameLessons([], [])).toBe(true);
  });
});

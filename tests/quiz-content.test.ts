// LEARN's quizzes teach (issue 26, item 7): four options a question, the right answer spread over
// the positions, an explanation for the wrong choices, and a build that fails, naming the file,
// when a quiz breaks those rules. Issue 37: the demo quizzes also pass the newsroom editor's warnings.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { allLessons } from "content-collections";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerSpread, markQuestions, MAX_ANSWER_POSITION_SHARE, normaliseQuestion, QUIZ_OPTIONS, quizQuestionSchema } from "@/lib/learn/quiz";
import { quizWarnings } from "@/lib/learn/quiz-warnings";
import { publicQuiz } from "@/lib/server/learn/courses";
import { buildContent } from "@/scripts/build-content";

const quizzes = allLessons.filter((lesson) => lesson.quiz);
const questions = quizzes.flatMap((lesson) => lesson.quiz!.map((question) => ({ lesson: `${lesson.course}/${lesson.slug}`, ...question })));

describe("the shipped quizzes", () => {
  it("give every question four different options", () => {
    expect(questions.length).toBeGreaterThanOrEqual(30);
    for (const question of questions) {
      expect(question.options, `${question.lesson}: ${question.question}`).toHaveLength(QUIZ_OPTIONS);
      expect(new Set(question.options).size, question.question).toBe(QUIZ_OPTIONS);
      expect(question.whys, question.question).toHaveLength(QUIZ_OPTIONS);
    }
  });

  it("spread the right answers over all four positions, none above 35 %", () => {
    const spread = answerSpread(quizzes.map((lesson) => lesson.quiz));
    expect(spread.total).toBe(questions.length);
    expect(spread.overloaded).toBeNull();
    for (const count of spread.counts) {
      expect(count).toBeGreaterThan(0);
      expect(count / spread.total).toBeLessThanOrEqual(MAX_ANSWER_POSITION_SHARE);
    }
    // No lesson puts every answer in the same place either.
    for (const lesson of quizzes) expect(new Set(lesson.quiz!.map((question) => question.answer)).size, lesson.slug).toBeGreaterThan(1);
  });

  it("give the quiz editor nothing to warn about: no lesson's answers all in one place, no right answer that is the longest option", () => {
    expect(quizzes.length).toBeGreaterThanOrEqual(12);
    const warnings = quizzes.flatMap((lesson) => quizWarnings(lesson.quiz!).map((warning) => `${lesson.course}/${lesson.slug}: ${warning.message}`));
    expect(warnings).toEqual([]);
  });

  it("explain the wrong choices, and leave the right one to the general explanation", () => {
    for (const question of questions) {
      const wrongWhys = question.whys.filter((why, index) => index !== question.answer - 1 && why);
      expect(wrongWhys.length, `${question.lesson}: ${question.question}`).toBeGreaterThanOrEqual(1);
      expect(question.whys[question.answer - 1], question.question).toBeNull();
      expect(question.explanation.length).toBeGreaterThan(40);
    }
  });

  it("ask about the day their explanation speaks of", () => {
    const days = /day (one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|\d+)\b|\b(\w+teenth|twentieth|thirtieth)\b/gi;
    for (const question of questions) {
      const asked = new Set([...question.question.matchAll(days)].map((match) => match[0].toLowerCase()));
      const told = [...[question.explanation, ...question.whys.filter((why): why is string => Boolean(why))].join(" ").matchAll(days)].map((match) => match[0].toLowerCase());
      if (asked.size > 0) for (const day of told) expect(asked.has(day), `${question.lesson}: "${question.question}" explains ${day}`).toBe(true);
    }
  });

  it("never hand the page an answer or an explanation", () => {
    for (const lesson of quizzes) {
      const page = JSON.stringify(publicQuiz(lesson));
      for (const question of lesson.quiz!) {
        expect(page).not.toContain(question.explanation.slice(0, 40));
        for (const why of question.whys) if (why) expect(page).not.toContain(why.slice(0, 40));
      }
    }
  });
});

describe("marking", () => {
  const quiz = [
    normaliseQuestion({ question: "Q1?", options: ["A", { text: "B", why: "B is a myth." }, "C", "D"], answer: 3, explanation: "C, because." }),
    normaliseQuestion({ question: "Q2?", options: ["A", "B", "C", "D"], answer: 1, explanation: "A, because." }),
  ];

  it("returns the chosen option's own explanation, else the question's", () => {
    const marked = markQuestions(quiz, [1, 2])!;
    expect(marked.correct).toBe(0);
    expect(marked.questions[0]).toEqual({ chosen: 1, answer: 2, right: false, explanation: "C, because.", why: "B is a myth." });
    expect(marked.questions[1]).toEqual({ chosen: 2, answer: 0, right: false, explanation: "A, because." });
    expect(markQuestions(quiz, [2, 0])!.correct).toBe(2);
  });

  it("refuses answers that do not fit the quiz", () => {
    expect(markQuestions(quiz, [0])).toBeNull();
    expect(markQuestions(quiz, [0, 4])).toBeNull();
    expect(markQuestions(quiz, [-1, 0])).toBeNull();
  });

  it("works on every shipped quiz, with a why for at least one wrong choice", () => {
    for (const lesson of quizzes) {
      const right = lesson.quiz!.map((question) => question.answer - 1);
      expect(markQuestions(lesson.quiz!, right)!.correct).toBe(right.length);
      const wrong = lesson.quiz!.map((question) => question.whys.findIndex((why) => why !== null));
      const marked = markQuestions(lesson.quiz!, wrong)!;
      expect(marked.correct, lesson.slug).toBe(0);
      for (const question of marked.questions) expect(question.why, lesson.slug).toBeTruthy();
    }
  });
});

describe("the quiz schema and the spread of answers", () => {
  const base = { question: "Which?", answer: 1, explanation: "Because." };

  it("wants exactly four different options, each text or { text, why }", () => {
    expect(quizQuestionSchema.safeParse({ ...base, options: ["A", "B", "C", "D"] }).success).toBe(true);
    expect(quizQuestionSchema.safeParse({ ...base, options: ["A", { text: "B", why: "Why not B." }, "C", "D"] }).success).toBe(true);
    const three = quizQuestionSchema.safeParse({ ...base, options: ["A", "B", "C"] });
    expect(three.success).toBe(false);
    expect(three.error!.issues[0].message).toBe("must offer exactly 4 options");
    expect(quizQuestionSchema.safeParse({ ...base, options: ["A", "B", "C", "D", "E"] }).success).toBe(false);
    expect(quizQuestionSchema.safeParse({ ...base, options: ["A", "A", "C", "D"] }).success).toBe(false);
    expect(quizQuestionSchema.safeParse({ ...base, options: ["A", { text: "B" }, "C", "D"] }).success).toBe(false);
    expect(quizQuestionSchema.safeParse({ ...base, answer: 5, options: ["A", "B", "C", "D"] }).success).toBe(false);
  });

  it("flags a position holding more than 35 % of at least 12 questions", () => {
    const quiz = (...answers: number[]) => answers.map((answer) => ({ answer }));
    expect(answerSpread([quiz(1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4)]).overloaded).toBeNull();
    // 30 of 40 at the second option: the state this check was written against.
    expect(answerSpread([quiz(...Array(8).fill(1), ...Array(30).fill(2), 3, 3)])).toEqual({ total: 40, counts: [8, 30, 2, 0], overloaded: 2 });
    // 14 of 40 is exactly 35 %: allowed; 15 is not.
    expect(answerSpread([quiz(...Array(14).fill(4), ...Array(9).fill(1), ...Array(9).fill(2), ...Array(8).fill(3))]).overloaded).toBeNull();
    expect(answerSpread([quiz(...Array(15).fill(4), ...Array(9).fill(1), ...Array(8).fill(2), ...Array(8).fill(3))]).overloaded).toBe(4);
    // Too few questions to judge a spread.
    expect(answerSpread([quiz(2, 2, 2)]).overloaded).toBeNull();
  });
});

describe("a quiz that breaks the rules stops the build, naming the file", () => {
  const outputs: string[] = [];
  let root: string;
  afterAll(() => outputs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const body = Array.from({ length: 320 }, (_, index) => `word${index}`).join(" ");
  const quizYaml = (answers: number[], options = `["Yes", "No", "Maybe", "Never"]`) =>
    answers.map((answer, n) => `  - question: "Question ${n + 1}?"\n    options: ${options}\n    answer: ${answer}\n    explanation: "Because."`).join("\n");
  const lesson = (order: number, quiz: string) =>
    ["---", `title: "Lesson ${order}"`, 'summary: "A fixture lesson."', `order: ${order}`, "takeaways: [One, Two]", "quiz:", quiz, "---", body, ""].join("\n");

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "afc-quiz-fixtures-"));
    outputs.push(root);
    const course = path.join(root, "content/learn/sober_sparks");
    mkdirSync(course, { recursive: true });
    mkdirSync(path.join(root, "public"), { recursive: true });
    writeFileSync(
      path.join(course, "course.md"),
      ["---", "title: Sober Sparks", "audience: A fixture audience", "level: Beginner", 'summary: "A fixture course."', "outcomes: [One, Two, Three]", "illustration: cocktail", "tone: pink", "---", "The introduction.", ""].join("\n"),
    );
    // 16 questions, 9 of them answered by option 2 (56 %); lesson-3 puts none there.
    writeFileSync(path.join(course, "lesson-1.md"), lesson(1, quizYaml([2, 2, 2, 1])));
    writeFileSync(path.join(course, "lesson-2.md"), lesson(2, quizYaml([2, 2, 2, 3])));
    writeFileSync(path.join(course, "lesson-3.md"), lesson(3, quizYaml([1, 3, 4, 4])));
    writeFileSync(path.join(course, "lesson-4.md"), lesson(4, quizYaml([2, 2, 2, 1])));
    writeFileSync(path.join(course, "three-options.md"), lesson(5, quizYaml([1, 2, 3], `["Yes", "No", "Maybe"]`)));
  });

  it("fails each lesson that crowds the overloaded position, and any question without four options", async () => {
    const saved = { content: process.env.CONTENT_DIR, public: process.env.CONTENT_PUBLIC_DIR };
    process.env.CONTENT_DIR = path.join(root, "content");
    process.env.CONTENT_PUBLIC_DIR = path.join(root, "public");
    const out = mkdtempSync(path.join(tmpdir(), "afc-quiz-out-"));
    outputs.push(out);
    let result: Awaited<ReturnType<typeof buildContent>>;
    try {
      result = await buildContent({ configName: "quiz-fixtures.mjs", outputDir: out });
    } finally {
      for (const [key, value] of [["CONTENT_DIR", saved.content], ["CONTENT_PUBLIC_DIR", saved.public]] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
    const errorFor = (file: string) => result.errors.find((error) => error.includes(file));
    expect(errorFor("three-options.md")).toMatch(/three-options\.md: quiz\.0\.options: must offer exactly 4 options/);
    for (const file of ["lesson-1.md", "lesson-2.md", "lesson-4.md"]) {
      expect(errorFor(file)).toMatch(new RegExp(`${file.replace(".", "\\.")}: quiz\\.0\\.answer: option 2 is the right answer in 9 of all 16 LEARN questions \\(56 %`));
    }
    expect(errorFor("lesson-3.md")).toBeUndefined();
    expect(result.errors).toHaveLength(4);
  });
});

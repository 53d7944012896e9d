"use client";
// A new lesson for a course (issue 37.6): the lesson editor's form (LessonWorkspace.tsx LessonForm)
// with an address under its title, suggested from it until the editor types one. "Save and
// publish" adds it at the end of the course, where learners see it at once, and opens its own
// editor; the course editor moves it. A taken or reserved address is refused beside its field.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { createLesson } from "@/lib/admin/learn-client";
import { courseEditorPath, lessonEditorPath } from "@/lib/admin/learn-contract";
import { lessonSlugSchema, type LessonInput } from "@/lib/learn/lesson-input";
import { lessonPath } from "@/lib/learn/types";
import { Panel } from "../../Panel";
import { AddressField, useSuggestedAddress } from "../AddressField";
import { LessonForm } from "./LessonWorkspace";
import { errorAt, type FieldErrors } from "./lesson-form-values";
import { useLessonEditor } from "./use-lesson-editor";
import story from "../StoryWorkspace.styles";

const BLANK: LessonInput = { title: "", summary: "", takeaways: ["", ""], body: "", quiz: [] };

export interface NewLessonWorkspaceProps {
  course: { slug: string; title: string };
  /** How many lessons the course has now: the new one comes after them. */
  lessonCount: number;
}

export function NewLessonWorkspace({ course, lessonCount }: NewLessonWorkspaceProps) {
  const router = useRouter();
  const { addressOf: slugOf, type } = useSuggestedAddress();
  const base = useLessonEditor(BLANK, {
    send: (fields) => createLesson(course.slug, slugOf(fields.title), fields),
    check: (fields): FieldErrors => {
      const checked = lessonSlugSchema.safeParse(slugOf(fields.title));
      return checked.success ? {} : { slug: checked.error.issues[0].message };
    },
    after: (saved) => router.replace(lessonEditorPath(course.slug, saved.slug)),
  });
  // A new title is a new suggested address, so the address's refusal goes with the old one.
  const editor: typeof base = { ...base, change: (edit) => base.change(edit.clears.includes("title") ? { ...edit, clears: [...edit.clears, "slug"] } : edit) };
  const slug = slugOf(editor.values.title);
  return (
    <div className={story.grid}>
      <div className={story.main}>
        <LessonForm label={`New lesson for ${course.title}`} editor={editor}>
          <AddressField
            address={slug}
            where={`The lesson's page: ${lessonPath(course.slug, slug || "…")}`}
            error={errorAt(editor.errors, "slug")}
            onType={(typed) => {
              type(typed);
              editor.clearError("slug");
            }}
          />
        </LessonForm>
      </div>
      <div className={story.side}>
        <Panel id="lesson-place" title="In the course">
          <p className={story.hint}>
            The lesson goes last in {course.title}, as lesson {lessonCount + 1}. Move it in <Link href={courseEditorPath(course.slug)}>the course editor</Link>.
          </p>
        </Panel>
      </div>
    </div>
  );
}

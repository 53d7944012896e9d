"use client";
// The story form's fields above the body: headline, address, standfirst, where it sits, who wrote
// it, its picture, the video shown after it and how search engines show it. Products have their
// own picker.
import type { StoryFormOptions } from "@/lib/admin/content-contract";
import { ARTICLE_SECTIONS, ARTICLE_TOPICS, type ArticleSection, type ArticleTopic } from "@/lib/content/schema";
import { SECTION_LABELS, articleHref, topicLabel } from "@/lib/content/read-format";
import { STORY_INPUT_LIMITS } from "@/lib/content/story-input";
import { STORY_SLUG_MAX } from "@/lib/content/story-slugs";
import { StoryChoiceGroup, StoryFormField } from "./StoryField";
import type { StoryEditorState } from "./use-story-editor";
import styles from "./StoryWorkspace.styles";

/** The article schema's limits for the headline and standfirst (lib/content/schema.ts). */
const TITLE_MAX = 120;
const STANDFIRST_MAX = 320;

export interface StoryFieldsProps {
  editor: Pick<StoryEditorState, "values" | "errors" | "set" | "setTitle" | "setSlug">;
  options: StoryFormOptions;
  /** Published stories keep their old address redirecting when the slug changes. */
  published: boolean;
}

export function StoryFields({ editor, options, published }: StoryFieldsProps) {
  const { values, errors, set } = editor;
  return (
    <>
      <StoryFormField field="title" label="Title" error={errors.title} count={{ length: values.title.length, max: TITLE_MAX }}>
        {(control) => <input {...control} className={styles.input} value={values.title} onChange={(event) => editor.setTitle(event.target.value)} />}
      </StoryFormField>
      <SlugField editor={editor} published={published} />
      <StoryFormField field="standfirst" label="Standfirst" hint="One or two sentences under the headline that say what the story is." error={errors.standfirst} count={{ length: values.standfirst.length, max: STANDFIRST_MAX }}>
        {(control) => <textarea {...control} className={styles.textarea} rows={3} value={values.standfirst} onChange={(event) => set("standfirst", event.target.value)} />}
      </StoryFormField>
      <div className={styles.pair}>
        <StoryFormField field="section" label="Section" error={errors.section}>
          {(control) => (
            <select {...control} className={styles.input} value={values.section} onChange={(event) => set("section", event.target.value as ArticleSection)}>
              {ARTICLE_SECTIONS.map((section) => (
                <option key={section} value={section}>
                  {SECTION_LABELS[section]}
                </option>
              ))}
            </select>
          )}
        </StoryFormField>
        <StoryFormField field="author" label="Author" error={errors.author}>
          {(control) => (
            <select {...control} className={styles.input} value={values.author} onChange={(event) => set("author", event.target.value)}>
              {!options.authors.some((author) => author.slug === values.author) && <option value={values.author}>Choose an author</option>}
              {options.authors.map((author) => (
                <option key={author.slug} value={author.slug}>
                  {author.name}
                </option>
              ))}
            </select>
          )}
        </StoryFormField>
      </div>
      <TopicsField editor={editor} />
      <HeroFields editor={editor} options={options} />
      <VideoField editor={editor} options={options} />
    </>
  );
}

function SlugField({ editor, published }: Pick<StoryFieldsProps, "editor" | "published">) {
  const { values, errors } = editor;
  const hint = (
    <>
      The story&rsquo;s address: <span className={styles.url}>{articleHref(values.slug || "…")}</span>. Lowercase letters, digits and hyphens.
      {published && " Changing it keeps the old address working: readers who follow it are sent here."}
    </>
  );
  return (
    <StoryFormField field="slug" label="Slug" hint={hint} error={errors.slug} count={{ length: values.slug.length, max: STORY_SLUG_MAX }}>
      {(control) => <input {...control} className={`${styles.input} ${styles.mono}`} value={values.slug} spellCheck={false} autoCapitalize="none" onChange={(event) => editor.setSlug(event.target.value)} />}
    </StoryFormField>
  );
}

function TopicsField({ editor }: Pick<StoryFieldsProps, "editor">) {
  const { values, errors, set } = editor;
  const full = values.topics.length >= STORY_INPUT_LIMITS.topics;
  const toggle = (topic: ArticleTopic, on: boolean) => set("topics", on ? [...values.topics, topic] : values.topics.filter((chosen) => chosen !== topic));
  return (
    <StoryChoiceGroup field="topics" legend="Topics" hint={`Up to ${STORY_INPUT_LIMITS.topics}; a feature is listed under its first topic.`} error={errors.topics}>
      <div className={styles.chips}>
        {ARTICLE_TOPICS.map((topic) => {
          const checked = values.topics.includes(topic);
          return (
            <label key={topic}>
              <input type="checkbox" checked={checked} disabled={full && !checked} onChange={(event) => toggle(topic, event.target.checked)} />
              {topicLabel(topic)}
            </label>
          );
        })}
      </div>
    </StoryChoiceGroup>
  );
}

function HeroFields({ editor, options }: Pick<StoryFieldsProps, "editor" | "options">) {
  const { values, errors, set } = editor;
  // Choosing one of the site's pictures offers its alt text when none is written yet.
  const chooseImage = (src: string) => {
    set("heroImage", src);
    const known = options.images.find((image) => image.src === src);
    if (known && !values.heroAlt.trim()) set("heroAlt", known.alt);
  };
  return (
    <div className={styles.hero}>
      <StoryFormField field="heroImage" label="Hero image" hint="Choose one of the site's pictures or type a path under /images/ or /media/." error={errors.heroImage}>
        {(control) => (
          <>
            <input {...control} className={`${styles.input} ${styles.mono}`} list="story-hero-images" value={values.heroImage} spellCheck={false} onChange={(event) => chooseImage(event.target.value)} />
            <datalist id="story-hero-images">
              {options.images.map((image) => (
                <option key={image.src} value={image.src}>
                  {image.alt}
                </option>
              ))}
            </datalist>
          </>
        )}
      </StoryFormField>
      <StoryFormField field="heroAlt" label="Hero image alt text" hint="What the picture shows, for readers who cannot see it." error={errors.heroAlt} count={{ length: values.heroAlt.length, max: STORY_INPUT_LIMITS.heroAlt }}>
        {(control) => <input {...control} className={styles.input} value={values.heroAlt} onChange={(event) => set("heroAlt", event.target.value)} />}
      </StoryFormField>
    </div>
  );
}

/** A WATCH video shown after the story, as a card that opens it. */
function VideoField({ editor, options }: Pick<StoryFieldsProps, "editor" | "options">) {
  const { values, errors, set } = editor;
  const known = values.video === "" || options.videos.some((video) => video.slug === values.video);
  return (
    <StoryFormField field="video" label="Video" optional hint="Shown after the story, with a link to watch it on WATCH." error={errors.video}>
      {(control) => (
        <select {...control} className={styles.input} value={values.video} onChange={(event) => set("video", event.target.value)}>
          <option value="">No video</option>
          {!known && <option value={values.video}>{values.video} (no longer on WATCH)</option>}
          {options.videos.map((video) => (
            <option key={video.slug} value={video.slug}>
              {video.title}
            </option>
          ))}
        </select>
      )}
    </StoryFormField>
  );
}

/** How search engines show the story: both optional, both counted. */
export function SearchFields({ editor }: Pick<StoryFieldsProps, "editor">) {
  const { values, errors, set } = editor;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Search engines</legend>
      <StoryFormField field="seoTitle" label="Search title" optional hint="Shown to search engines; empty uses the title." error={errors.seoTitle} count={{ length: values.seoTitle.length, max: STORY_INPUT_LIMITS.seoTitle }}>
        {(control) => <input {...control} className={styles.input} value={values.seoTitle} onChange={(event) => set("seoTitle", event.target.value)} />}
      </StoryFormField>
      <StoryFormField field="seoDescription" label="Search description" optional hint="Shown to search engines; empty uses the standfirst." error={errors.seoDescription} count={{ length: values.seoDescription.length, max: STORY_INPUT_LIMITS.seoDescription }}>
        {(control) => <textarea {...control} className={styles.textarea} rows={3} value={values.seoDescription} onChange={(event) => set("seoDescription", event.target.value)} />}
      </StoryFormField>
    </fieldset>
  );
}

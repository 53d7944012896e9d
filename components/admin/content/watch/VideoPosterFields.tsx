"use client";
// The poster: a picture from the media library or one of the videos' own, previewed with the alt
// text a screen reader would read, and that alt text (required). Both video forms (the editor and
// "Add a video") show it in the same Poster panel, beside the same Products panel.
import type { VideoFormOptions } from "@/lib/admin/video-contract";
import { VIDEO_INPUT_LIMITS } from "@/lib/watch/video-input";
import { Panel } from "../../Panel";
import { StoryFormField } from "../StoryField";
import { StoryProductPicker } from "../StoryProductPicker";
import type { VideoEditorState } from "./use-video-editor";
import { isSitePicture, PRODUCTS_FILTER_ID } from "./video-form-values";
import story from "../StoryWorkspace.styles";
import styles from "./VideoEditor.styles";

const POSTER_CHOICES_ID = "video-poster-images";

type Editor = Pick<VideoEditorState, "values" | "errors" | "set" | "setPoster">;

export function VideoPosterFields({ editor, images }: { editor: Editor; images: VideoFormOptions["images"] }) {
  const { values, errors, set, setPoster } = editor;
  const shown = isSitePicture(values.posterImage);
  return (
    <div className={styles.poster}>
      <figure className={styles.preview}>
        <div className={styles.previewFrame}>
          {shown ? (
            // eslint-disable-next-line @next/next/no-img-element -- a preview of whatever path is typed
            <img src={values.posterImage.trim()} alt={values.posterAlt} width={640} height={360} data-testid="poster-preview" />
          ) : (
            <p className={styles.previewEmpty}>No preview: choose a picture under /images/ or /media/.</p>
          )}
        </div>
        {/* The alt text written out for sighted editors; hidden from screen readers, which read it on the picture. */}
        {shown && values.posterAlt.trim() ? <figcaption aria-hidden="true">Screen readers hear: “{values.posterAlt.trim()}”</figcaption> : <figcaption>Viewers see the poster before the video plays.</figcaption>}
      </figure>
      <div>
        <StoryFormField field="posterImage" label="Poster image" hint="Choose a picture from the media library or a video's poster, or type a path under /media/." error={errors.posterImage}>
          {(control) => (
            <>
              <input {...control} className={`${story.input} ${story.mono}`} list={POSTER_CHOICES_ID} value={values.posterImage} spellCheck={false} onChange={(event) => setPoster(event.target.value)} />
              <datalist id={POSTER_CHOICES_ID}>
                {images.map((image) => (
                  <option key={image.src} value={image.src}>
                    {image.alt}
                  </option>
                ))}
              </datalist>
            </>
          )}
        </StoryFormField>
        <StoryFormField field="posterAlt" label="Poster alt text" hint="What the poster shows, for viewers who cannot see it." error={errors.posterAlt} count={{ length: values.posterAlt.length, max: VIDEO_INPUT_LIMITS.posterAlt }}>
          {(control) => <textarea {...control} className={story.textarea} rows={3} value={values.posterAlt} onChange={(event) => set("posterAlt", event.target.value)} />}
        </StoryFormField>
      </div>
    </div>
  );
}

type PanelsEditor = Editor & Parameters<typeof StoryProductPicker>[0]["editor"];

/** The Poster and Products panels of a video form. */
export function VideoPosterAndProducts({ editor, options }: { editor: PanelsEditor; options: VideoFormOptions }) {
  return (
    <>
      <Panel id="video-poster" title="Poster">
        <VideoPosterFields editor={editor} images={options.images} />
      </Panel>
      <Panel id="video-products" title="Products">
        <StoryProductPicker editor={editor} products={options.products} max={VIDEO_INPUT_LIMITS.products} shownWith="the video" filterId={PRODUCTS_FILTER_ID} />
      </Panel>
    </>
  );
}

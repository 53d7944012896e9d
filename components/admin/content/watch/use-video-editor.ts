"use client";
// The video form's state and saving: a newsroom form that publishes at once (../use-publish-now-form.ts).
// A new poster from the form's pictures brings its alt text; a restored version (VideoRevisions.tsx)
// replaces the form's values, as saved.
import type { VideoEditorData, VideoFormOptions } from "@/lib/admin/video-contract";
import { saveVideo } from "@/lib/admin/video-client";
import { usePublishNowForm } from "../use-publish-now-form";
import { SAVE_STATUS_ID, checkValues, knownAlt, valuesOf } from "./video-form-values";

export function useVideoEditor(video: VideoEditorData, options: VideoFormOptions) {
  const form = usePublishNowForm({
    initial: valuesOf(video.fields),
    check: checkValues,
    send: (fields) => saveVideo(video.slug, fields),
    statusId: SAVE_STATUS_ID,
  });
  const { values, set } = form;

  /** A new poster; one of the form's pictures brings its alt text when the alt is empty or was the old picture's. */
  function setPoster(src: string) {
    const alt = knownAlt(options.images, src);
    const oldAlt = knownAlt(options.images, values.posterImage);
    set("posterImage", src);
    if (alt && (!values.posterAlt.trim() || values.posterAlt === oldAlt)) set("posterAlt", alt);
  }

  return { ...form, setPoster, adopt: (restored: VideoEditorData) => form.adopt(valuesOf(restored.fields), restored.updatedAt) };
}

export type VideoEditorState = ReturnType<typeof useVideoEditor>;

"use client";
// The newsroom's video editor (issue 37.1): a WATCH video's title, description, series, poster and
// products in one form, saved and published together, with its saved versions beside it
// (VideoRevisions.tsx) as a lesson's are, and a way to take it off WATCH (RemoveVideo.tsx). State and saving: use-video-editor.ts; the fields:
// VideoFields.tsx and VideoPosterFields.tsx; the products: the story editor's picker; new files
// for the film or its captions: ReplaceVideoFiles.tsx.
// Looks: the lesson editor's (../StoryWorkspace.css, VideoEditor.css).
import { useState } from "react";
import { ErrorSummary } from "@/components/forms/ErrorSummary";
import type { VideoEditorData, VideoFormOptions, VideoRevisionSummary } from "@/lib/admin/video-contract";
import { Panel } from "../../Panel";
import { PublishNowBar } from "../PublishNowBar";
import { useVideoEditor, type VideoEditorState } from "./use-video-editor";
import { SAVE_STATUS_ID, summaryOf } from "./video-form-values";
import { VideoFields, VideoFiles } from "./VideoFields";
import { VideoPosterAndProducts } from "./VideoPosterFields";
import { RemoveVideo } from "./RemoveVideo";
import { ReplaceVideoFiles } from "./ReplaceVideoFiles";
import { VideoRevisions } from "./VideoRevisions";
import story from "../StoryWorkspace.styles";
import styles from "./VideoEditor.styles";

export interface VideoWorkspaceProps {
  video: VideoEditorData;
  options: VideoFormOptions;
  revisions: VideoRevisionSummary[];
}

export function VideoWorkspace({ video, options, revisions }: VideoWorkspaceProps) {
  const editor = useVideoEditor(video, options);
  // The video as its new files left it, until the page brings a version as new (a refresh after a save).
  const [replaced, setReplaced] = useState<VideoEditorData | null>(null);
  const shown = replaced && replaced.updatedAt >= video.updatedAt ? replaced : video;
  // While new files upload, nothing else writes the video: saving, restoring or removing it then
  // would race the replacement (a removal would delete the files being sent).
  const [uploading, setUploading] = useState(false);
  const busy = editor.busy || uploading;
  return (
    <div className={story.grid}>
      <div className={story.main}>
        <VideoForm video={shown} options={options} editor={editor} busy={busy} onReplaced={setReplaced} onUploading={setUploading} />
      </div>
      <div className={story.side}>
        <VideoRevisions slug={video.slug} revisions={revisions} disabled={busy} unsaved={editor.dirty} onRestored={editor.adopt} />
        <RemoveVideo slug={video.slug} busy={busy} />
      </div>
    </div>
  );
}

interface VideoFormProps {
  video: VideoEditorData;
  options: VideoFormOptions;
  editor: VideoEditorState;
  /** The editor's save, or an upload of new files, is under way. */
  busy: boolean;
  onReplaced: (video: VideoEditorData) => void;
  onUploading: (uploading: boolean) => void;
}

function VideoForm({ video, options, editor, busy, onReplaced, onUploading }: VideoFormProps) {
  const summary = summaryOf(editor.errors);
  return (
    <form
      className={styles.layout}
      noValidate
      aria-label={`Edit video: ${video.fields.title}`}
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void editor.save();
      }}
    >
      <Panel id="video-fields" title="Video">
        <div className={story.form}>
          {summary.length > 0 && <ErrorSummary id="video" errors={summary} summaryRef={editor.summaryRef} level="h3" />}
          <VideoFields editor={editor} />
          <VideoFiles video={video} />
          <ReplaceVideoFiles slug={video.slug} disabled={editor.busy} onReplaced={onReplaced} onSending={onUploading} />
        </div>
      </Panel>
      <VideoPosterAndProducts editor={editor} options={options} />
      <PublishNowBar kind="video" statusId={SAVE_STATUS_ID} busy={busy} dirty={editor.dirty} saveState={editor.saveState} audience="Viewers" view={{ path: video.publicPath, label: "View on WATCH" }} />
    </form>
  );
}

// A video as the newsroom's video editor opens it, and the form's choices: shared by the editor's
// component tests (tests/video-editor.test.tsx, tests/video-revisions.test.tsx).
import type { VideoEditorData, VideoFormOptions } from "@/lib/admin/video-contract";

export const VIDEO: VideoEditorData = {
  slug: "garden-spritz-in-three-minutes",
  fields: {
    title: "Garden spritz in three minutes",
    description: "A bitter, bright spritz from four things in the fridge.",
    theme: "mix-it-up",
    products: ["rosso-sera-bitter-aperitivo"],
    posterImage: "/media/videos/garden-spritz-in-three-minutes.jpg",
    posterAlt: "Title card reading Garden spritz in three minutes",
  },
  date: "2026-06-12",
  duration: 38,
  videoFile: "/media/videos/garden-spritz-in-three-minutes.webm",
  captionsFile: "/media/videos/garden-spritz-in-three-minutes.vtt",
  publicPath: "/watch/garden-spritz-in-three-minutes",
  updatedAt: "2026-11-20T09:00:00.000Z",
  updatedBy: "ana@example.com",
};

export const OPTIONS: VideoFormOptions = {
  products: [
    { slug: "fellgate-tonic-co-light-tonic-water", name: "Fellgate Light Tonic Water" },
    { slug: "rosso-sera-bitter-aperitivo", name: "Rosso Sera Bitter Aperitivo" },
  ],
  images: [
    { src: "/media/library/12.webp", alt: "Rosemary on a chopping board", thumb: "/media/library/12-320.webp" },
    { src: VIDEO.fields.posterImage, alt: VIDEO.fields.posterAlt },
  ],
};

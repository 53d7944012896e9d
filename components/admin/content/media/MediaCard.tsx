"use client";
// One picture in the library's grid: its thumbnail (decorative here: its alt text is written right
// under it), what is known about it, its address, where it is used, and one action open at a time
// (edit its words, replace its file, delete it). After a change, focus moves to the card's status;
// after "Cancel" or "Keep it", back to the button that opened the action.
import { useRef, useState } from "react";
import { useFocusNext } from "@/components/forms/use-focus-next";
import { libraryImageSizeUrl, mediaInUseMessage, type LibraryImage } from "@/lib/media/library-contract";
import { MediaAddress, MediaFacts, MediaUses } from "./MediaCardParts";
import { MediaDelete } from "./MediaDelete";
import { MediaDetailsForm } from "./MediaDetailsForm";
import { MediaReplace } from "./MediaReplace";
import styles from "./MediaLibrary.styles";

type Action = "edit" | "replace" | "delete";

const THUMB_WIDTH = 320;

interface MediaCardProps {
  image: LibraryImage;
  onChanged: (image: LibraryImage) => void;
  onDeleted: (images: LibraryImage[]) => void;
}

/** The 320 px size; after a replacement its version is added, so this page shows the new bytes at once (the address itself never changes). */
const thumbnailSrc = (image: LibraryImage) => `${libraryImageSizeUrl(image.id, THUMB_WIDTH)}${image.version > 1 ? `?v=${image.version}` : ""}`;

export function MediaCard({ image, onChanged, onDeleted }: MediaCardProps) {
  const [open, setOpen] = useState<Action | null>(null);
  const [status, setStatus] = useState("");
  const statusRef = useRef<HTMLParagraphElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const replaceRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const focusNext = useFocusNext({ status: statusRef, edit: editRef, replace: replaceRef, delete: deleteRef });
  const context = <span className="visually-hidden"> (picture {image.id})</span>;

  const start = (action: Action) => {
    setStatus("");
    setOpen(action);
  };
  const close = (action: Action) => {
    setOpen(null);
    focusNext(action);
  };
  const done = (message: string) => (changed: LibraryImage) => {
    onChanged(changed);
    setOpen(null);
    setStatus(message);
    focusNext("status");
  };

  return (
    <li className={styles.card} data-testid="media-card">
      {/* eslint-disable-next-line @next/next/no-img-element -- the library's own 320 px WebP, already small */}
      <img src={thumbnailSrc(image)} alt="" loading="lazy" width={image.width} height={image.height} className={styles.thumb} />
      <div className={styles.cardBody}>
        <MediaFacts image={image} />
        <MediaAddress id={image.id} />
        <MediaUses id={image.id} uses={image.uses} />
        {open === null && (
          <div className={styles.cardActions}>
            <div className={styles.buttons}>
              <button type="button" ref={editRef} className={styles.secondary} onClick={() => start("edit")}>
                Edit details{context}
              </button>
              <button type="button" ref={replaceRef} className={styles.secondary} onClick={() => start("replace")}>
                Replace…{context}
              </button>
              {image.uses.length === 0 && (
                <button type="button" ref={deleteRef} className={styles.dangerOutline} onClick={() => start("delete")}>
                  Delete…{context}
                </button>
              )}
            </div>
            {image.uses.length > 0 && (
              <p className={styles.inUse} data-testid="media-in-use">
                {mediaInUseMessage(image.uses.length)}
              </p>
            )}
          </div>
        )}
        {open === "edit" && <MediaDetailsForm image={image} onSaved={done("Details saved.")} onCancel={() => close("edit")} />}
        {open === "replace" && <MediaReplace image={image} onReplaced={done("Picture replaced: every use now shows the new one.")} onCancel={() => close("replace")} />}
        {open === "delete" && <MediaDelete image={image} onDeleted={onDeleted} onKeep={() => close("delete")} />}
        <p ref={statusRef} className={status ? styles.done : "visually-hidden"} role="status" tabIndex={-1}>
          {status}
        </p>
      </div>
    </li>
  );
}

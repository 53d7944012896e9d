import { photoTooLargeMessage } from "@/lib/media/image-check";
import { MAX_PHOTO_UPLOAD_BODY_BYTES } from "@/lib/media/limits";
import { readMultipartWithin, type MultipartRead } from "../http";

/**
 * A back-office photo upload's body (one photo and its text fields) read within the photo limit;
 * the size refusal names the upload's size when its Content-Length already says it is too large.
 */
export function readPhotoUpload(request: Request, fields: string): Promise<MultipartRead> {
  const declared = Number(request.headers.get("content-length"));
  return readMultipartWithin(request, MAX_PHOTO_UPLOAD_BODY_BYTES, {
    notMultipart: `Send the photo as multipart/form-data, with ${fields}.`,
    tooLarge: photoTooLargeMessage(declared > MAX_PHOTO_UPLOAD_BODY_BYTES ? declared : null),
    incomplete: "The upload arrived incomplete; choose the photo and send it again.",
  });
}

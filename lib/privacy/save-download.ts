// Browser only: saves a data export the server answered with as a file, named as the server's
// Content-Disposition says (else the usual export name). Used by the customer's own download and
// by staff's export for a customer who asked by post.
import { exportFileName } from "./contract";

/** Saves the response's body as a download; returns the file's name. */
export async function saveExportResponse(response: Response): Promise<string> {
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? exportFileName(new Date());
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}

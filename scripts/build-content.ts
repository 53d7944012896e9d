// Builds content/ into .content-collections/generated and fails on the first bad file, naming the
// file and the field. Run before unit tests and type checks (next build and next dev run the same
// builder through withContentCollections in next.config.ts).
import { createBuilder } from "@content-collections/core";
import path from "node:path";
import { pathToFileURL } from "node:url";

export interface ContentBuildResult {
  documents: number;
  errors: string[];
}

/** Runs content-collections once with the project's configuration and collects every error. */
export async function buildContent(options: { configName?: string; outputDir?: string } = {}): Promise<ContentBuildResult> {
  const { configName = "content-collection-config.mjs", outputDir } = options;
  const builder = await createBuilder(path.resolve("content-collections.ts"), { configName, outputDir });
  const errors: string[] = [];
  let documents = 0;
  builder.on("transformer:validation-error", ({ collection, file, error }) => {
    const where = "directory" in collection ? path.join(collection.directory, file.path) : file.path;
    // content-collections writes "- hero,alt: is required" per issue; the path reads better dotted.
    const fields = error.message.split("\n").map((line) => line.replace(/^- ([^:]*):/, (_, field: string) => `${field.replaceAll(",", ".")}:`));
    errors.push(`${where}: ${fields.join("; ")}`);
  });
  builder.on("transformer:error", ({ error }) => errors.push(error.message.replace(/^\w*Error: /, "")));
  builder.on("transformer:result-error", ({ error }) => errors.push(error.message));
  builder.on("collector:parse-error", ({ filePath, error }) => errors.push(`${filePath}: ${error.message}`));
  builder.on("builder:end", (event) => {
    documents = event.stats.documents;
  });
  await builder.build();
  return { documents, errors };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { documents, errors } = await buildContent();
  // The catalogue's structured facts are content too: a product without them fails here (and next build).
  const { productFactsProblems } = await import("../lib/catalogue/product-facts-check");
  errors.push(...productFactsProblems().map((line) => `lib/catalogue/product-facts-data.ts: ${line}`));
  if (errors.length > 0) {
    console.error(`content: ${errors.length} file(s) failed:\n${errors.map((e) => `  ${e}`).join("\n")}`);
    process.exit(1);
  }
  console.log(`content: ${documents} documents built`);
}

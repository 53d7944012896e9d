import type { EditorErrors } from "@/lib/admin/product-editor-form";
import type { ProductEditorState } from "./use-product-editor";

/** What every section of the product form gets: the values, their refusals and the setters. */
export type SectionProps = Pick<ProductEditorState, "values" | "set" | "setRow" | "addRow" | "removeRow"> & { errors: EditorErrors };

/** Adds or removes a value of a list of boxes ("good with", "also shows in", "dietary"). */
export const toggled = (list: string[], value: string, on: boolean) => (on ? [...list, value] : list.filter((item) => item !== value));

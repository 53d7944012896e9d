import { classScope } from "@/lib/admin/class-scope";
import "./CatalogueImport.css";

export default classScope("CatalogueImport");

import { classScope } from "@/lib/admin/class-scope";
import "./ProductPhotos.css";

export default classScope("ProductPhotos");

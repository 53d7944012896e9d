import { classScope } from "@/lib/admin/class-scope";
import "./ProductTable.css";

export default classScope("ProductTable");

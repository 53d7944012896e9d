import { classScope } from "@/lib/admin/class-scope";
import "./ProductPills.css";

export default classScope("ProductPills");

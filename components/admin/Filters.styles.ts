import { classScope } from "@/lib/admin/class-scope";
import "./Filters.css";

export default classScope("Filters");

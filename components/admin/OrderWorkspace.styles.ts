import { classScope } from "@/lib/admin/class-scope";
import "./OrderWorkspace.css";

export default classScope("OrderWorkspace");

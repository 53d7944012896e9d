import { classScope } from "@/lib/admin/class-scope";
import "./ThreadWorkspace.css";

export default classScope("ThreadWorkspace");

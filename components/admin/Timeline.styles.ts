import { classScope } from "@/lib/admin/class-scope";
import "./Timeline.css";

export default classScope("Timeline");

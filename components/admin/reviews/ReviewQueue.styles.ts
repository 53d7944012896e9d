import { classScope } from "@/lib/admin/class-scope";
import "./ReviewQueue.css";

export default classScope("ReviewQueue");

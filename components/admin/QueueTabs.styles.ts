import { classScope } from "@/lib/admin/class-scope";
import "./QueueTabs.css";

export default classScope("QueueTabs");

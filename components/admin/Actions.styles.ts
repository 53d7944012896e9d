import { classScope } from "@/lib/admin/class-scope";
import "./Actions.css";

export default classScope("Actions");

import { classScope } from "@/lib/admin/class-scope";
import "./VideoEditor.css";

export default classScope("VideoEditor");

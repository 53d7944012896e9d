import { classScope } from "@/lib/admin/class-scope";
import "./RevisionDiff.css";

export default classScope("RevisionDiff");

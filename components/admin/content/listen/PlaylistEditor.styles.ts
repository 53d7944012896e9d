import { classScope } from "@/lib/admin/class-scope";
import "./PlaylistEditor.css";

export default classScope("PlaylistEditor");

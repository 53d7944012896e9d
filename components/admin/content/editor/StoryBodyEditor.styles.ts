import { classScope } from "@/lib/admin/class-scope";
import "./StoryBodyEditor.css";

export default classScope("StoryBodyEditor");

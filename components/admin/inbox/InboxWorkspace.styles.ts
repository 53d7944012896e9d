import { classScope } from "@/lib/admin/class-scope";
import orderQueue from "../OrderQueue.styles";
import orderTable from "../OrderTable.styles";
import statusPill from "../StatusPill.styles";
import "./InboxWorkspace.css";

export default classScope("InboxWorkspace", {
  card: orderQueue.card,
  status: orderQueue.status,
  empty: orderTable.empty,
  pill: statusPill.pill,
  dot: statusPill.dot,
});

"use client";
// The browser's side of POST /api/admin/discounts (create) and /api/admin/discounts/<code> (edit,
// pause, resume, end): sent with the member's current Firebase token as a Bearer header and the
// cookie, like the order actions (../admin-client.ts). Answers the code, or throws the server's
// sentence with the fields it names.
import { ADMIN_API_DISCOUNTS_PATH } from "@/lib/admin/contract";
import {
  adminDiscountApiPath,
  type AdminDiscountDetail,
  type AdminDiscountSuccess,
  type DiscountActionBody,
  type DiscountCreateBody,
} from "@/lib/admin/discounts";
import { postAdminAction } from "../admin-client";

const send = async (path: string, body: unknown): Promise<AdminDiscountDetail> =>
  (await postAdminAction<AdminDiscountSuccess["data"]>(path, body, "This code no longer exists.")).discount;

export const createDiscountRequest = (body: DiscountCreateBody) => send(ADMIN_API_DISCOUNTS_PATH, body);

export const discountActionRequest = (code: string, action: DiscountActionBody) => send(adminDiscountApiPath(code), action);

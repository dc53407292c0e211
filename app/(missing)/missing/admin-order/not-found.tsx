export { default, metadata } from "@/app/admin/order/[id]/not-found";

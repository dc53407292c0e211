export { default, metadata } from "@/app/(site)/admin/order/[id]/not-found";

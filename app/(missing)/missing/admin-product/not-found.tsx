export { default, metadata } from "@/app/admin/product/[id]/not-found";

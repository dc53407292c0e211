export { default, metadata } from "@/app/admin/category/[id]/not-found";

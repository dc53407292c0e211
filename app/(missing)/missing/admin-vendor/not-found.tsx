export { default, metadata } from "@/app/admin/edit-vendor/[id]/not-found";

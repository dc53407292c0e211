export { default, metadata } from "@/app/(site)/admin/edit-vendor/[id]/not-found";

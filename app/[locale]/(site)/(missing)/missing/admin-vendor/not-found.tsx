export { default, generateMetadata } from "@/app/[locale]/(site)/admin/edit-vendor/[id]/not-found";

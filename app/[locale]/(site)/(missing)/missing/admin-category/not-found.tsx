export { default, generateMetadata } from "@/app/[locale]/(site)/admin/category/[id]/not-found";

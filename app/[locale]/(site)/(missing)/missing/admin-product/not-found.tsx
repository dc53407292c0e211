export { default, generateMetadata } from "@/app/[locale]/(site)/admin/product/[id]/not-found";

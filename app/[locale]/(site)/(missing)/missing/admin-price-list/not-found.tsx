export { default, generateMetadata } from "@/app/[locale]/(site)/admin/price-list/[id]/not-found";

export { default, generateMetadata } from "@/app/[locale]/(site)/admin/webhook/[id]/not-found";

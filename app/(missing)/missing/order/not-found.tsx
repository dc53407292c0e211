export { default, metadata } from "@/app/(shop)/order/[id]/not-found";

export { default, generateMetadata } from "../[slug]/not-found";

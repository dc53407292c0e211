// The same 404 as the order page: an order that does not exist or belongs to someone else.
export { default, generateMetadata } from "../../order/[id]/not-found";

/** The edit page of an order id that does not exist: the order page's own not-found. */
export { default, generateMetadata } from "../../[id]/not-found";

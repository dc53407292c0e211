import { CARDS } from "../../fixture";

export const dynamic = "force-dynamic";

const body = { count: 50000, next: "http://localhost/api/products/product_list/?page=2", previous: null, results: CARDS };

export function GET() {
  return Response.json(body);
}

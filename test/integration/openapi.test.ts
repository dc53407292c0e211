import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/openapi.json/route";
import { API_ROUTES } from "@/app/api/route-manifest";
import { HTTP_METHODS } from "@/lib/entry/openapi";
import { apiRequest, noParams } from "@/test/support/requests";

type Operation = {
  summary: string;
  "x-access": string;
  parameters: Array<{ name: string; in: string; required: boolean; schema: Record<string, unknown> }>;
  requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown>; required?: string[] } }> };
  responses: Record<string, unknown>;
  security?: unknown[];
};

describe("GET /api/openapi.json", () => {
  it("describes every declared route and method, from the routes' own schemas", async () => {
    const response = await GET(apiRequest("/api/openapi.json"), noParams);
    expect(response.status).toBe(200);
    const doc = await response.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.version).toBe("0.0.4");
    let operations = 0;
    for (const { path, module } of API_ROUTES) {
      for (const method of HTTP_METHODS.filter((m) => m in module)) {
        const operation = doc.paths[path]?.[method.toLowerCase()] as Operation | undefined;
        expect(operation, `${method} ${path}`).toBeDefined();
        expect(operation!.summary.length).toBeGreaterThan(5);
        operations += 1;
      }
    }
    expect(operations).toBeGreaterThanOrEqual(30);

    const productList = doc.paths["/api/products/product_list/"].get as Operation;
    expect(productList["x-access"]).toBe("public");
    expect(productList.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(["search", "category", "sort", "page", "is_deleted"]));
    expect(productList.parameters.find((p) => p.name === "sort")!.schema.enum).toEqual(["relevance", "ordering", "name", "-name", "price", "-price"]);

    const placeOrder = doc.paths["/api/orders/order/details/"].post as Operation;
    expect(placeOrder["x-access"]).toBe("customer");
    expect(placeOrder.parameters.map((p) => p.name)).toContain("Idempotency-Key");
    const orderBody = placeOrder.requestBody!.content["application/json"].schema;
    expect(orderBody.required).toEqual(expect.arrayContaining(["purchased_items", "price", "address", "email", "phone", "zipcode"]));
    expect(Object.keys(placeOrder.responses)).toEqual(expect.arrayContaining(["201", "400", "401", "403", "422"]));

    const orderDetails = doc.paths["/api/orders/order/details/{id}/"].patch as Operation;
    expect(orderDetails.parameters).toContainEqual(expect.objectContaining({ name: "id", in: "path", required: true }));
    expect(orderDetails.responses).toHaveProperty("404");

    const login = doc.paths["/api/rest-auth/login/"].post as Operation;
    expect(login["x-access"]).toBe("anonymous");
    expect(login.security).toBeUndefined();
    expect(doc.paths["/api/users/profile_verification/{id}/"].patch["x-access"]).toBe("admin");
  });
});

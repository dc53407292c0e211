import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/openapi.json/route";
import { API_ROUTES } from "@/app/api/route-manifest";
import { HTTP_METHODS } from "@/lib/entry/openapi";
import { apiRequest, noParams } from "@/test/support/requests";
import { shapeProduct, type ProductSource } from "@/lib/catalog/product-view";

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

  it("describes product answers (the Product schema, every key an admin gets) and the provincial tax class in them and in the bodies", async () => {
    const doc = await (await GET(apiRequest("/api/openapi.json"), noParams)).json();
    const product = doc.components.schemas.Product as { properties: Record<string, { enum?: string[]; description?: string }>; required: string[] };
    const row: ProductSource = {
      id: 1, item: "BOX-1", name: "Kraft box", nameFr: "", slug: "kraft_box", image: null, barcode: null, boxQuantity: 200, stock: true,
      salesTaxCode: "G", actions: "None", price: "0.42", special: "0", cost: "0.20", purchaseTaxCode: "G", provincialTaxClass: "taxable",
      ordering: 0, vendorId: null, isDeleted: false,
    };
    const adminView = shapeProduct({ actor: { kind: "user", id: 1, email: "a@x.ca", role: "Admin", verified: true } }, row);
    expect(Object.keys(product.properties).sort()).toEqual(Object.keys(adminView).sort());
    expect(product.required.sort()).toEqual(Object.keys(shapeProduct({ actor: { kind: "visitor" } }, row)).sort());
    expect(product.properties.provincial_tax_class.enum).toEqual(["exempt", "taxable"]);
    expect(product.properties.provincial_tax_class.description).toContain("Admins only.");

    const created = doc.paths["/api/products/product/details/"].post as Operation;
    const edited = doc.paths["/api/products/product/details/{id}/"].patch as Operation;
    for (const operation of [created, edited]) {
      for (const type of ["application/json", "multipart/form-data"]) {
        const body = operation.requestBody!.content[type].schema;
        expect(body.properties.provincial_tax_class, type).toMatchObject({ enum: ["exempt", "taxable"] });
        expect(body.required ?? []).not.toContain("provincial_tax_class");
      }
    }
    expect(created.responses["201"]).toMatchObject({ content: { "application/json": { schema: { $ref: "#/components/schemas/Product" } } } });
    expect(JSON.stringify(edited.responses["200"])).toContain("#/components/schemas/Product");
    const list = doc.paths["/api/products/product_list/"].get as Operation;
    expect(list.responses["200"]).toMatchObject({ content: { "application/json": { schema: { $ref: "#/components/schemas/ProductPage" } } } });
  });
});

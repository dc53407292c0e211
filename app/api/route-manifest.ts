/*
 * Every REST route of the shop with its path (docs/product.md §7 paths keep their trailing slash; both
 * /x/ and /x answer). The OpenAPI document (GET /api/openapi.json) and the authorization matrix
 * test are built from this list and the declarations each route makes with apiRoute;
 * test/unit/route-manifest.test.ts checks that it names every route file under app/api.
 * Not listed: api/[...unknown] (the JSON 404 for unknown paths) and api/auth/[...nextauth]
 * (next-auth's own sign-in endpoints for the web session, documented in the OpenAPI text).
 */
import * as cart from "@/app/api/cart/route";
import * as cartItems from "@/app/api/cart/items/route";
import * as cartItemsProductid from "@/app/api/cart/items/[productId]/route";
import * as cartQuickOrder from "@/app/api/cart/quick_order/route";
import * as cartQuickOrderPreview from "@/app/api/cart/quick_order/preview/route";
import * as categoriesList from "@/app/api/categories/list/route";
import * as categoriesCategoryDetails from "@/app/api/categories/category/details/route";
import * as categoriesCategoryDetailsId from "@/app/api/categories/category/details/[id]/route";
import * as health from "@/app/api/health/route";
import * as healthLive from "@/app/api/health/live/route";
import * as healthReady from "@/app/api/health/ready/route";
import * as ordersAddProductToOrderOrderid from "@/app/api/orders/add_product_to_order/[orderId]/route";
import * as ordersDraft from "@/app/api/orders/draft/route";
import * as ordersAdminDraft from "@/app/api/orders/admin_draft/route";
import * as ordersAdminDraftRepeatLast from "@/app/api/orders/admin_draft/repeat_last/route";
import * as ordersAdminOrderDetails from "@/app/api/orders/admin_order/details/route";
import * as ordersOrderList from "@/app/api/orders/order_list/route";
import * as ordersConfirmOrderId from "@/app/api/orders/confirm_order/[id]/route";
import * as ordersOrderStatusId from "@/app/api/orders/order_status/[id]/route";
import * as ordersMyOrders from "@/app/api/orders/my_orders/route";
import * as ordersOrderDetails from "@/app/api/orders/order/details/route";
import * as ordersOrderDetailsId from "@/app/api/orders/order/details/[id]/route";
import * as ordersReorderId from "@/app/api/orders/reorder/[id]/route";
import * as ordersBulk from "@/app/api/orders/bulk/route";
import * as ordersPurchasedItemItemid from "@/app/api/orders/purchased_item/[itemId]/route";
import * as ordersPickList from "@/app/api/orders/pick_list/route";
import * as ordersExport from "@/app/api/orders/export/route";
import * as ordersPackingSlipId from "@/app/api/orders/packing_slip/[id]/route";
import * as ordersInvoiceId from "@/app/api/orders/invoice/[id]/route";
import * as ordersDeliveryDates from "@/app/api/orders/delivery_dates/route";
import * as productsAllProductList from "@/app/api/products/all_product_list/route";
import * as productsProductList from "@/app/api/products/product_list/route";
import * as productsGeneratePdf from "@/app/api/products/generate/pdf/route";
import * as productsProductDetails from "@/app/api/products/product/details/route";
import * as productsProductDetailsId from "@/app/api/products/product/details/[id]/route";
import * as productsImport from "@/app/api/products/import/route";
import * as productsExport from "@/app/api/products/export/route";
import * as restAuthLogin from "@/app/api/rest-auth/login/route";
import * as restAuthLogout from "@/app/api/rest-auth/logout/route";
import * as restAuthRegistration from "@/app/api/rest-auth/registration/route";
import * as restAuthUser from "@/app/api/rest-auth/user/route";
import * as usersChangePassword from "@/app/api/users/change_password/route";
import * as usersCreatePasswordResetCode from "@/app/api/users/create_password_reset_code/route";
import * as usersProfileId from "@/app/api/users/profile/[id]/route";
import * as usersProfile from "@/app/api/users/profile/route";
import * as usersCustomersList from "@/app/api/users/customers_list/route";
import * as usersCustomersListV2 from "@/app/api/users/customers_list_v2/route";
import * as usersProfileVerificationId from "@/app/api/users/profile_verification/[id]/route";
import * as usersRegistrationProfileId from "@/app/api/users/registration_profile/[id]/route";
import * as usersResetPasswordCodeCheck from "@/app/api/users/reset_password_code_check/route";
import * as usersRevokeTokensId from "@/app/api/users/revoke_tokens/[id]/route";
import * as usersImport from "@/app/api/users/import/route";
import * as vendorsDetails from "@/app/api/vendors/details/route";
import * as vendorsDetailsId from "@/app/api/vendors/details/[id]/route";
import * as vendorsVendorsList from "@/app/api/vendors/vendors_list/route";
import * as orderGuide from "@/app/api/order-guide/route";
import * as orderGuideProductid from "@/app/api/order-guide/[productId]/route";
import * as orderGuideAddToCart from "@/app/api/order-guide/add-to-cart/route";
import * as priceLists from "@/app/api/price-lists/route";
import * as priceListsId from "@/app/api/price-lists/[id]/route";
import * as priceListsIdImport from "@/app/api/price-lists/[id]/import/route";
import * as priceListsIdExport from "@/app/api/price-lists/[id]/export/route";
import * as deliveryZones from "@/app/api/delivery-zones/route";
import * as deliveryZonesId from "@/app/api/delivery-zones/[id]/route";
import * as webhooks from "@/app/api/webhooks/route";
import * as webhooksId from "@/app/api/webhooks/[id]/route";
import * as webhooksIdTest from "@/app/api/webhooks/[id]/test/route";
import * as webhooksIdDeliveries from "@/app/api/webhooks/[id]/deliveries/route";
import * as webhooksIdDeliveriesRedeliver from "@/app/api/webhooks/[id]/deliveries/[deliveryId]/redeliver/route";
import * as audit from "@/app/api/audit/route";
import * as openapi from "@/app/api/openapi.json/route";

export interface ManifestRoute {
  /** The path as OpenAPI writes it: /api/orders/order/details/{id}/ */
  path: string;
  module: Record<string, unknown>;
}

export const API_ROUTES: ManifestRoute[] = [
  { path: "/api/cart/", module: cart },
  { path: "/api/cart/items/", module: cartItems },
  { path: "/api/cart/items/{productId}/", module: cartItemsProductid },
  { path: "/api/cart/quick_order/", module: cartQuickOrder },
  { path: "/api/cart/quick_order/preview/", module: cartQuickOrderPreview },
  { path: "/api/categories/list/", module: categoriesList },
  { path: "/api/categories/category/details/", module: categoriesCategoryDetails },
  { path: "/api/categories/category/details/{id}/", module: categoriesCategoryDetailsId },
  { path: "/api/health/", module: health },
  { path: "/api/health/live/", module: healthLive },
  { path: "/api/health/ready/", module: healthReady },
  { path: "/api/order-guide/", module: orderGuide },
  { path: "/api/order-guide/{productId}/", module: orderGuideProductid },
  { path: "/api/order-guide/add-to-cart/", module: orderGuideAddToCart },
  { path: "/api/orders/add_product_to_order/{orderId}/", module: ordersAddProductToOrderOrderid },
  { path: "/api/orders/draft/", module: ordersDraft },
  { path: "/api/orders/admin_draft/", module: ordersAdminDraft },
  { path: "/api/orders/admin_draft/repeat_last/", module: ordersAdminDraftRepeatLast },
  { path: "/api/orders/admin_order/details/", module: ordersAdminOrderDetails },
  { path: "/api/orders/order_list/", module: ordersOrderList },
  { path: "/api/orders/confirm_order/{id}/", module: ordersConfirmOrderId },
  { path: "/api/orders/order_status/{id}/", module: ordersOrderStatusId },
  { path: "/api/orders/bulk/", module: ordersBulk },
  { path: "/api/orders/my_orders/", module: ordersMyOrders },
  { path: "/api/orders/order/details/", module: ordersOrderDetails },
  { path: "/api/orders/order/details/{id}/", module: ordersOrderDetailsId },
  { path: "/api/orders/reorder/{id}/", module: ordersReorderId },
  { path: "/api/orders/purchased_item/{itemId}/", module: ordersPurchasedItemItemid },
  { path: "/api/orders/pick_list/", module: ordersPickList },
  { path: "/api/orders/export/", module: ordersExport },
  { path: "/api/orders/packing_slip/{id}/", module: ordersPackingSlipId },
  { path: "/api/orders/invoice/{id}/", module: ordersInvoiceId },
  { path: "/api/orders/delivery_dates/", module: ordersDeliveryDates },
  { path: "/api/products/all_product_list/", module: productsAllProductList },
  { path: "/api/products/product_list/", module: productsProductList },
  { path: "/api/products/generate/pdf/", module: productsGeneratePdf },
  { path: "/api/products/product/details/", module: productsProductDetails },
  { path: "/api/products/product/details/{id}/", module: productsProductDetailsId },
  { path: "/api/products/import/", module: productsImport },
  { path: "/api/products/export/", module: productsExport },
  { path: "/api/rest-auth/login/", module: restAuthLogin },
  { path: "/api/rest-auth/logout/", module: restAuthLogout },
  { path: "/api/rest-auth/registration/", module: restAuthRegistration },
  { path: "/api/rest-auth/user/", module: restAuthUser },
  { path: "/api/users/change_password/", module: usersChangePassword },
  { path: "/api/users/create_password_reset_code/", module: usersCreatePasswordResetCode },
  { path: "/api/users/profile/", module: usersProfile },
  { path: "/api/users/profile/{id}/", module: usersProfileId },
  { path: "/api/users/customers_list/", module: usersCustomersList },
  { path: "/api/users/customers_list_v2/", module: usersCustomersListV2 },
  { path: "/api/users/profile_verification/{id}/", module: usersProfileVerificationId },
  { path: "/api/users/registration_profile/{id}/", module: usersRegistrationProfileId },
  { path: "/api/users/reset_password_code_check/", module: usersResetPasswordCodeCheck },
  { path: "/api/users/revoke_tokens/{id}/", module: usersRevokeTokensId },
  { path: "/api/users/import/", module: usersImport },
  { path: "/api/vendors/details/", module: vendorsDetails },
  { path: "/api/vendors/details/{id}/", module: vendorsDetailsId },
  { path: "/api/vendors/vendors_list/", module: vendorsVendorsList },
  { path: "/api/price-lists/", module: priceLists },
  { path: "/api/price-lists/{id}/", module: priceListsId },
  { path: "/api/price-lists/{id}/import/", module: priceListsIdImport },
  { path: "/api/price-lists/{id}/export/", module: priceListsIdExport },
  { path: "/api/delivery-zones/", module: deliveryZones },
  { path: "/api/delivery-zones/{id}/", module: deliveryZonesId },
  { path: "/api/webhooks/", module: webhooks },
  { path: "/api/webhooks/{id}/", module: webhooksId },
  { path: "/api/webhooks/{id}/test/", module: webhooksIdTest },
  { path: "/api/webhooks/{id}/deliveries/", module: webhooksIdDeliveries },
  { path: "/api/webhooks/{id}/deliveries/{deliveryId}/redeliver/", module: webhooksIdDeliveriesRedeliver },
  { path: "/api/audit/", module: audit },
  { path: "/api/openapi.json", module: openapi },
];

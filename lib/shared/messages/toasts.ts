/* Strings shown to users (docs/architecture.md rule 10), area "toasts": texts quoted in docs/product.md are verbatim,
 * misspellings included. One file per area, so a page's bundle carries only the areas it renders. */
export const toastsMessages = {
  orderCreated: "Order created succesfully",
  orderEdited: "Order edited succesfully",
  productEdited: "Product edited succesfully",
  productAdded: "Product added succesfully",
  categoryAdded: "Category added succesfully",
  categoryEdited: "Category edited succesfully",
  categoryRestored: "Category restored succesfully",
  vendorAdded: "Vendor added succesfully",
  vendorEdited: "Vendor edited succesfully",
  customerUpdated: "Customer updated succesfully",
  customerDeleted: "Customer deleted succesfully",
  customerCreated: "Customer created succesfully",
  profileUpdated: "Profile updated succesfully",
};

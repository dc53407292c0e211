/* Strings shown to users (docs/architecture.md rule 10), area "errors-products": what the back office's product
 * form and its API answer when input is refused. */
export const productErrorMessages = {
  wholeNumber: "Enter a whole number.",
  wholeNumberAtLeast: (min: number) => `Enter a whole number of at least ${min}.`,
  mainCategory: "Choose a main category.",
  categoryIds: "Enter the main category id, then optionally one subcategory id, separated by a comma.",
  unknownCategory: "That category does not exist or is in the trash.",
  notASubcategory: "The subcategory must belong to the main category.",
  mainIsSub: "The main category must be a top-level category.",
  unknownVendor: "That vendor does not exist.",
  itemTaken: "A product with this item code already exists.",
  slugTaken: "A product with this slug already exists.",
  slugFormat: "Use lowercase letters, digits and underscores only.",
  yesOrNo: 'Must be "true" or "false".',
  imageNotAFile: "Upload an image file.",
  imageTooLarge: (mb: number) => `The image is too large: at most ${mb} MB.`,
  imageTooManyPixels: (megapixels: number) => `The image is too large: at most ${megapixels} megapixels.`,
  imageFormat: "Upload a JPEG, PNG or WebP image.",
  imageUnreadable: "This file is not a readable image.",
  trashFirst: "Move the product to the trash before deleting it permanently.",
  permanentlyDeletedOnly: "Send permanently_deleted: true alone.",
};

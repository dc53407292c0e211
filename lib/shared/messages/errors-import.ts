/* Strings shown to users (docs/architecture.md rule 10), area "errors-import": what the CSV imports
 * answer about the file as a whole and about its rows (issue 32: products, customers; the generic
 * reader lib/csv/csv-read.ts and the product import lib/catalog/product-csv.ts). One file per area,
 * so a page's bundle carries only the areas it renders. */
export const importErrorMessages = {
  fileRequired: 'Send the CSV file in the multipart field "file".',
  fileTooLarge: (megabytes: number) => `The file is too large: at most ${megabytes} MB.`,
  fileEmpty: "The file is empty: its first row must be the header naming the columns.",
  fileNotCsv: (line: number) => `The file is not valid CSV near line ${line} (a misplaced or unclosed quote).`,
  tooManyRows: (max: number) => `The file has more than ${max} rows: split it into several files.`,
  unknownColumn: (name: string, columns: string) => `Unknown column "${name}": the columns are ${columns} (the first row must be the header).`,
  duplicateColumn: (name: string) => `The column "${name}" is named twice in the header.`,
  missingColumn: (name: string) => `The header needs a column "${name}".`,
  rowCells: (cells: number, columns: number) => `This row has ${cells} cells; the header names ${columns} columns.`,
  required: "This row needs a value here.",
  duplicateRow: (row: number) => `Duplicate of row ${row}.`,
  importRefused: (rows: number) => `Nothing was imported: ${rows === 1 ? "1 row is" : `${rows} rows are`} refused.`,
  // Products (issue 32).
  imagesNotZip: 'The "images" file is not a ZIP archive.',
  imagesTooLarge: (megabytes: number) => `The ZIP of pictures is too large: at most ${megabytes} MB.`,
  imageNotInZip: (name: string) => `There is no file "${name}" in the ZIP of pictures.`,
  imageNoZip: (name: string) => `The row names the picture "${name}" but no ZIP of pictures was sent.`,
  imageUnreadable: (name: string) => `The picture "${name}" is not a JPEG, PNG or WebP image.`,
  yesOrNo: "Enter yes or no (true/false, 1/0, oui/non).",
  trashedProduct: (item: string) => `The product ${item} is in the trash: restore it before importing it.`,
  unknownVendor: (name: string) => `There is no vendor named "${name}".`,
  unknownCategory: (category: string) => `There is no category "${category}" (a slug, or a path of names such as "Dairy > Milk").`,
  trashedCategory: (category: string) => `The category "${category}" is in the trash: restore it first, or name another.`,
  newProductNeeds: (column: string) => `A new product needs a value in "${column}".`,
};

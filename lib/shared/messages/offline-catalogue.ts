/* Strings shown to users (docs/architecture.md rule 10), area "offline catalogue": what the shop says when it
 * shows the catalogue it saved on the device. One file per area, loaded with the offline views. */

export const offlineCatalogueMessages = {
  savedAt: (when: string) => `Catalogue saved ${when} (Pacific time).`,
  savedCatalogue: "You are offline: this is the catalogue saved on this device. Prices, stock and pictures may have changed since.",
  notSaved: "The catalogue has not been saved on this device yet.",
  notSavedHint: "Connect to the internet once and open the catalogue: it is saved for offline use.",
  loading: "Opening the saved catalogue…",
  pdfNeedsConnection: "The PDF catalogue needs a connection.",
};

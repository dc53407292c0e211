import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorText } from "@/client/api-client/api-error";
import { apiClientText } from "@/client/api-client/api-client-texts";
import { Providers } from "@/components/layout/providers";
import en from "@/messages/en-CA.json";
import fr from "@/messages/fr-CA.json";
import { renderWithIntl } from "./intl";

/*
 * The API client's own texts (a call that fails without the server's words) come from the page: the
 * frame hands them over in the page's language, for the browser code that cannot read the provider.
 */
describe("the API client's texts", () => {
  it("are the page's language's, handed over by the frame", async () => {
    const french = renderWithIntl(<Providers>page</Providers>, { locale: "fr-CA" });
    await waitFor(() => expect(apiClientText("unreachable")).toBe(fr.apiClient.unreachable));
    expect(errorText(new TypeError("x"))).toBe(fr.apiClient.fallback);
    french.unmount();

    renderWithIntl(<Providers>page</Providers>);
    await waitFor(() => expect(apiClientText("fallback")).toBe(en.apiClient.fallback));
    expect(apiClientText("unreachable")).toBe("The shop could not be reached. Please check your connection.");
  });
});

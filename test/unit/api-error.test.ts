import { describe, expect, it } from "vitest";
import { ApiError, fieldErrorsOf } from "@/client/api-client/api-error";

describe("fieldErrorsOf", () => {
  const fields = ["name", "email", "slug"] as const;

  it("gives the first message of each named field a 400 carries, in the fields' order", () => {
    const error = new ApiError(400, { slug: ["Taken.", "Too long."], detail: "x", name: ["Required."] }, "Required.");
    expect(fieldErrorsOf(error, fields)).toEqual([
      ["name", "Required."],
      ["slug", "Taken."],
    ]);
  });

  it("leaves out what is not a list of strings, and fields the form does not have", () => {
    const error = new ApiError(400, { name: "Taken.", email: [{ code: 1 }], phone: ["Bad."] }, "Taken.");
    expect(fieldErrorsOf(error, fields)).toEqual([]);
  });

  it("is empty for any other failure", () => {
    expect(fieldErrorsOf(new ApiError(409, { name: ["Taken."] }, "Taken."), fields)).toEqual([]);
    expect(fieldErrorsOf(new ApiError(400, null, "Bad request"), fields)).toEqual([]);
    expect(fieldErrorsOf(new Error("offline"), fields)).toEqual([]);
  });
});

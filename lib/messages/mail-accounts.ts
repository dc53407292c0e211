/* Strings shown to users (DESIGN.md rule 10), area "mail-accounts": the password-reset email. One
 * file per area, so a page's bundle carries only the areas it renders. */
export const accountsMailMessages = {
  resetSubject: (shop: string) => `Your ${shop} password reset code`,
  resetText: (shop: string, code: string) =>
    [
      "Hello,",
      "",
      `Someone asked to reset the password of your ${shop} account.`,
      "",
      `Your code is: ${code}`,
      "",
      "It is valid for 10 minutes and can be used once. If you did not ask for it, ignore this email: your password stays the same.",
      "",
      `— ${shop}`,
    ].join("\n"),
};

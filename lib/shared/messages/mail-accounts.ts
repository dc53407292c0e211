/* Strings shown to users (docs/architecture.md rule 10), area "mail-accounts": the password-reset email, and
 * the invitation and verification emails of customers that staff create or verify. One
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
  invitationSubject: (shop: string) => `Your ${shop} account: choose your password`,
  invitationText: (p: { shop: string; email: string; code: string; days: number; link: string }) =>
    [
      "Hello,",
      "",
      `${p.shop} has opened a wholesale account for you. You sign in with this email address (${p.email}) and a password that you choose:`,
      "",
      `Your code is: ${p.code}`,
      "",
      `1. Open the page "Enter your code": ${p.link}`,
      "2. Enter the code above.",
      "3. Choose your password on the next page. You are then signed in.",
      "",
      `The code is valid for ${p.days} days and can be used once. If it has expired, ask for a new one on that page ("Send a new code").`,
      "",
      `— ${p.shop}`,
    ].join("\n"),
  verifiedSubject: (shop: string) => `Your ${shop} account is verified`,
  verifiedText: (p: { shop: string; name: string; email: string; link: string }) =>
    [
      p.name ? `Hello ${p.name},` : "Hello,",
      "",
      `Your ${p.shop} account (${p.email}) has been verified. You can now see our prices, fill your cart and place orders.`,
      "",
      `Sign in: ${p.link}`,
      "",
      `— ${p.shop}`,
    ].join("\n"),
};

"use client";

import { LogOut } from "lucide-react";
import { useState } from "react";
import { useSessionNavigation } from "@/client/ui/auth-navigation";
import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";
import { navItemStyles } from "./nav-link";

/**
 * Ends the web session and goes home by a full page load, which drops all client state (docs/product.md
 * §4). The API client loads on the click, not with every page's header.
 */
export function useLogout() {
  const go = useSessionNavigation();
  const [pending, setPending] = useState(false);
  const logout = async () => {
    setPending(true);
    try {
      const { signOutSession } = await import("@/client/api-client/accounts");
      await signOutSession();
    } finally {
      go("/");
    }
  };
  return { logout, pending };
}

export function LogoutButton() {
  const { logout, pending } = useLogout();
  const t = useTranslations("accountNav");
  return (
    <button type="button" onClick={() => void logout()} disabled={pending} aria-busy={pending || undefined} className={`${navItemStyles} w-full`}>
      {pending ? <Spinner /> : <LogOut aria-hidden="true" className="size-4" />}
      {t("logout")}
    </button>
  );
}

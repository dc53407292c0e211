"use client";

import { useQueryClient } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { useState } from "react";
import { signOutSession } from "@/lib/api-client/accounts";
import { useSessionNavigation } from "@/lib/ui/auth-navigation";
import { navMessages } from "@/lib/messages/nav";
import { Spinner } from "@/components/ui/spinner";
import { navItemStyles } from "./nav-link";

/** Ends the web session (SPEC.md §4: logout clears the client state) and goes home. */
export function useLogout() {
  const queryClient = useQueryClient();
  const go = useSessionNavigation();
  const [pending, setPending] = useState(false);
  const logout = async () => {
    setPending(true);
    try {
      await signOutSession();
    } finally {
      queryClient.clear();
      go("/");
    }
  };
  return { logout, pending };
}

export function LogoutButton() {
  const { logout, pending } = useLogout();
  return (
    <button type="button" onClick={() => void logout()} disabled={pending} aria-busy={pending || undefined} className={`${navItemStyles} w-full`}>
      {pending ? <Spinner /> : <LogOut aria-hidden="true" className="size-4" />}
      {navMessages.logout}
    </button>
  );
}

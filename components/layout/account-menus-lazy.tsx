"use client";

import dynamic from "next/dynamic";

/*
 * The account and admin menus, loaded only where they are rendered: their Radix dropdown and
 * positioning code (~19 kB gzip) would otherwise ship with the layout to every visitor, who never
 * sees them. Still rendered on the server for those who do.
 */
export const ProfileMenu = dynamic(() => import("./account-menus").then((m) => m.ProfileMenu));
export const AdminMenu = dynamic(() => import("./account-menus").then((m) => m.AdminMenu));

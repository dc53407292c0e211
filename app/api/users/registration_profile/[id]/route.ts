import { profilePatchRoute } from "@/app/api/users/profile-route";

export const PATCH = profilePatchRoute("Fills the profile right after registering, with the new account's token.");

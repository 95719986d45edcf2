// The roles an account can have today: a member of the site, or an administrator of everything.
export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

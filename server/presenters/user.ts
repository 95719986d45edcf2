// What a client may see of a user: an allow-list, never the hash or the token version.
import type { User } from '../../db/models/index.js';
import type { Role } from '../../domain/roles.js';

export interface UserView {
  id: number;
  loginId: string;
  name: string;
  email: string;
  phone: string;
  role: Role;
}

export function presentUser(user: User): UserView {
  return {
    id: user.id,
    loginId: user.loginId ?? '',
    name: user.name ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    role: user.role,
  };
}

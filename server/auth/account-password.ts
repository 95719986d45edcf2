// An account's password check, for every path a member or staff member gives theirs (login, the password change,
// withdrawal). An account imported from an old site holds that site's tagged hash: the first right password replaces
// it with our argon2id hash in the same row (only if the row still holds the old one), so the two never live side
// by side; a wrong one fails like any other.
import { User } from '../../db/models/index.js';
import { isLegacyHash, verifyLegacyPassword } from './legacy-passwords.js';
import { hashPassword, verifyPassword } from './passwords.js';

export async function checkAccountPassword(user: User | null, password: string): Promise<boolean> {
  const stored = user?.passwordHash ?? null;
  if (!user || !isLegacyHash(stored)) return verifyPassword(stored, password);
  if (!(await verifyLegacyPassword(stored, password))) return false;
  const ours = await hashPassword(password);
  await User.update({ passwordHash: ours }, { where: { id: user.id, passwordHash: stored } });
  user.setDataValue('passwordHash', ours);
  return true;
}

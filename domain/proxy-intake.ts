// 대리 접수: staff enter an application from a paper form in the admin (원서접수 관리 › 대리 접수). The form and its
// checks are the public submit's (domain/application-schema.ts); what differs is who keyed it, kept in the
// application (keyed_by) and its first history row, and the look-up password, set by staff or generated.

/** The staff member who keyed a paper application. */
export interface Keyer {
  id: number;
  loginId: string;
  name: string | null;
}

export const PROXY_LABEL = '대리 접수';

/** The first history row of a paper application: 대리 접수 (the staff member's login id), by that staff member. */
export function proxyEntry(keyer: Keyer) {
  return {
    fromStatus: null,
    toStatus: 'received',
    note: `${PROXY_LABEL} (${keyer.loginId})`,
    changedBy: keyer.id,
    changedByName: keyer.name ?? keyer.loginId,
  } as const;
}

/** How the generated look-up password reads: no 0/O, 1/l/I, so it survives being read aloud or copied from paper. */
export const GENERATED_PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const GENERATED_PASSWORD_LENGTH = 10;

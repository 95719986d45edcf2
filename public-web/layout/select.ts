// Spec §2 "Layout rules", in one place: which chrome a path gets.
export type LayoutKind = 'admin' | 'bare' | 'home' | 'public';

export function layoutFor(pathname: string): LayoutKind {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  if (pathname === '/receipt' || pathname.startsWith('/receipt/')) return 'bare';
  if (pathname === '/') return 'home';
  return 'public';
}

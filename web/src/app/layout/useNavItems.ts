import { useTranslation } from 'react-i18next';
import { useSession } from '../session';

export interface NavItem {
  to: string;
  label: string;
  testId?: string;
}

/** Header links by role (spec §2): Bookings for role USER, Admin for ADMIN, Join hidden from ADMIN and from an approved pandit (role PANDIT: issue #37). */
export function useNavItems(): NavItem[] {
  const { t } = useTranslation();
  const { user } = useSession();
  const items: NavItem[] = [
    { to: '/home', label: t('nav.home'), testId: 'nav-home' },
    { to: '/pandits', label: t('nav.pandits'), testId: 'nav-pandits' },
    { to: '/packages', label: t('nav.packages'), testId: 'nav-packages' },
    { to: '/about', label: t('nav.about'), testId: 'nav-about' },
  ];
  if (user?.role === 'USER') items.push({ to: '/bookings', label: t('nav.myBookings'), testId: 'nav-bookings' });
  if (user?.role === 'PANDIT') items.push({ to: '/workspace', label: t('booking:nav.workspace'), testId: 'nav-workspace' });
  if (user?.role === 'ADMIN') items.push({ to: '/admin', label: t('nav.admin'), testId: 'nav-admin' });
  if (user?.role !== 'ADMIN' && user?.role !== 'PANDIT')
    items.push({ to: '/join', label: t('nav.joinAsPandit'), testId: 'nav-join' });
  return items;
}

export function isActive(to: string, pathname: string): boolean {
  if (to === '/home') return pathname === '/' || pathname === '/home';
  return pathname === to;
}

import { Drawer, NavLink, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/ui/Logo';
import { isActive, type NavItem } from './useNavItems';
import { useSession } from '../session';
import { useAuthModal } from '../../features/account/AuthModalProvider';

/** The small-screen navigation drawer: loaded the first time the burger is pressed. */
export function MobileNav({
  opened,
  onClose,
  items,
  pathname,
}: {
  opened: boolean;
  onClose: () => void;
  items: NavItem[];
  pathname: string;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { openSignup } = useAuthModal();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={<Logo size="md" />}
      size="80%"
      padding="md"
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
    >
      <Stack component="nav" aria-label={t('nav.main')} gap={4}>
        {items.map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            active={isActive(item.to, pathname)}
            onClick={onClose}
            data-testid={item.testId}
            fw={500}
          />
        ))}
        {/* A phone's header has room for Login only: Sign up is here (issue #37). */}
        {!user && (
          <NavLink
            component="button"
            label={t('nav.signup')}
            onClick={() => {
              onClose();
              void openSignup();
            }}
            data-testid="nav-signup"
            fw={600}
            c="orange.8"
          />
        )}
      </Stack>
    </Drawer>
  );
}

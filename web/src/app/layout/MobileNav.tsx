import { Drawer, NavLink, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/ui/Logo';
import { isActive, type NavItem } from './useNavItems';

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
      </Stack>
    </Drawer>
  );
}

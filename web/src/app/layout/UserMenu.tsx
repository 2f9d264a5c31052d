import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useSession, type SessionUser } from '../session';
import { EditProfileModal } from '../../features/account/EditProfileModal';
import { savePreferredLanguage } from '../sessionServer';
import { nameWords } from '@marketplace/schema/rules/person-name';

/** The signed-in account menu and its profile dialog: loaded on demand, visitors never download it. */
export function UserMenu({ user, compact }: { user: SessionUser; compact: boolean }) {
  const { t, i18n } = useTranslation();
  const { logout } = useSession();
  const [profileOpened, profile] = useDisclosure(false);
  const client = useApolloClient();

  // Signed in, the header's language switch is also the account's language for e-mails and texts (issue #15).
  useEffect(() => {
    const save = (lng: string) => void savePreferredLanguage(client, lng.startsWith('hi') ? 'hi' : 'en');
    i18n.on('languageChanged', save);
    return () => i18n.off('languageChanged', save);
  }, [client, i18n]);

  return (
    <>
      <Menu position="bottom-end" width={220} withinPortal>
        <Menu.Target>
          {/* Named by hidden text, not aria-label: the initials and the name on screen are hidden from the name, so it
              never differs from what is read out (axe: label-content-name-mismatch). */}
          <UnstyledButton data-testid="user-menu">
            <VisuallyHidden data-user-text={user.name}>{t('account.menu', { name: user.name })}</VisuallyHidden>
            <Group gap={8} wrap="nowrap" aria-hidden>
              <Avatar src={user.avatar} radius="xl" size={compact ? 32 : 36} color="saffron" data-user-content>
                {initials(user.name)}
              </Avatar>
              {!compact && (
                <Text fw={500} size="sm" maw={140} truncate data-user-content>
                  {user.name}
                </Text>
              )}
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text size="sm" fw={600} c="dark" truncate data-user-content>
              {user.name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {user.email ?? t(`roles.${user.role.toLowerCase()}`)}
            </Text>
          </Menu.Label>
          <Menu.Item onClick={profile.open} data-testid="edit-profile">
            {t('account.editProfile')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            color="red.9" // a menu item's bare colour is shade 6, 3.3:1 on white; 9 passes AA
            onClick={() => {
              logout();
              notifications.show({ message: t('auth.loggedOut') });
            }}
            data-testid="logout-button"
          >
            {t('nav.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <EditProfileModal opened={profileOpened} onClose={profile.close} />
    </>
  );
}

/** Up to two initials, without a title ("Pt. Hari Sharma" → "HS"; issue #37). */
export function initials(name: string): string {
  return nameWords(name)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

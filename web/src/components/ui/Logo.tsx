import { Group, Text, ThemeIcon } from '@mantine/core';
import { DiyaIcon } from './icons';

/**
 * The site's mark. 'responsive': md on a phone and tablet, lg from the desktop width, by CSS (global.css, `.logo-responsive`),
 * so the server's render and the browser's first render are the same whatever the screen.
 */
export function Logo({ size = 'lg' }: { size?: 'md' | 'lg' | 'responsive' }) {
  if (size === 'responsive') {
    return (
      <Group gap={8} wrap="nowrap" className="logo-responsive">
        <ThemeIcon radius="xl" size={30} variant="light" color="orange">
          <DiyaIcon size={18} />
        </ThemeIcon>
        <Text component="span" fw={700} fz="lg" c="orange.9" style={{ whiteSpace: 'nowrap' }}>
          PanditConnect
        </Text>
      </Group>
    );
  }
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon radius="xl" size={size === 'lg' ? 36 : 30} variant="light" color="orange">
        <DiyaIcon size={size === 'lg' ? 22 : 18} />
      </ThemeIcon>
      <Text component="span" fw={700} fz={size === 'lg' ? 'xl' : 'lg'} c="orange.9" style={{ whiteSpace: 'nowrap' }}>
        PanditConnect
      </Text>
    </Group>
  );
}

import { Group, Text, ThemeIcon } from '@mantine/core';
import { DiyaIcon } from './icons';

export function Logo({ size = 'lg' }: { size?: 'md' | 'lg' }) {
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

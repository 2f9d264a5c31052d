import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { inLanguage } from './ceremonyText';

export interface SamagriLine {
  name: { en: string; hi: string };
  quantity: { en: string; hi: string };
}

/** Samagri items with their quantities, in the page's language. */
export function SamagriList({ items, testId }: { items: readonly SamagriLine[]; testId?: string }) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <List spacing={2} size="sm" data-testid={testId}>
      {items.map((s, i) => (
        <List.Item key={i}>
          {inLanguage(s.name, lang)}
          {inLanguage(s.quantity, lang) && (
            <Text span c="dimmed" size="sm">
              {' '}
              · {inLanguage(s.quantity, lang)}
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}

import { useState } from 'react';
import { Button, Group, Input, Pill, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface RefItem {
  id: string;
  name: { en: string; hi: string };
}

interface Props {
  label: string;
  placeholder: string;
  values: string[];
  onChange: (values: string[]) => void;
  reference: RefItem[];
  error?: string;
  testId: string;
  required?: boolean;
}

const key = (v: string) => v.trim().toLowerCase();

/** The English reference name for a typed value (English or Hindi), else the value as typed. */
export function canonical(value: string, reference: RefItem[]): string {
  const v = value.trim().replace(/\s+/g, ' ');
  const hit = reference.find((r) => key(r.name.en) === key(v) || key(r.name.hi) === key(v));
  return hit ? hit.name.en : v;
}

/** The label of a stored (English) value in the current language. */
export function labelOf(value: string, reference: RefItem[], lang: string): string {
  const hit = reference.find((r) => key(r.name.en) === key(value));
  return hit ? (lang.startsWith('hi') ? hit.name.hi : hit.name.en) : value;
}

/**
 * Specializations and languages (spec §5): added by text + Add or Enter, duplicates ignored, each
 * removable; quick-add chips with the first 6 suggestions not yet chosen, in the current language.
 */
export function TagInput({ label, placeholder, values, onChange, reference, error, testId, required }: Props) {
  const { t, i18n } = useTranslation('pandit');
  const [text, setText] = useState('');

  function add(raw: string) {
    const v = canonical(raw, reference);
    if (!v) return;
    if (!values.some((x) => key(x) === key(v))) onChange([...values, v]);
    setText('');
  }

  const suggestions = reference.filter((r) => !values.some((x) => key(x) === key(r.name.en))).slice(0, 6);

  return (
    <Input.Wrapper label={label} error={error} required={required}>
      <Stack gap="xs" mt={4}>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            placeholder={placeholder}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add(text);
              }
            }}
            aria-label={label}
            data-testid={`${testId}-input`}
          />
          <Button variant="light" onClick={() => add(text)} disabled={!text.trim()} data-testid={`${testId}-add`}>
            {t('join.fields.add')}
          </Button>
        </Group>
        {values.length > 0 && (
          <Group gap={6} data-testid={`${testId}-values`}>
            {values.map((v) => {
              const shown = labelOf(v, reference, i18n.language);
              return (
                <Pill
                  key={v}
                  size="md"
                  withRemoveButton
                  onRemove={() => onChange(values.filter((x) => x !== v))}
                  removeButtonProps={{ 'aria-label': t('join.fields.remove', { item: shown }) }}
                >
                  {shown}
                </Pill>
              );
            })}
          </Group>
        )}
        {suggestions.length > 0 && (
          <Group gap={6} align="center">
            <Text size="xs" c="dimmed">
              {t('join.fields.suggestions')}:
            </Text>
            {suggestions.map((s) => (
              <Button
                key={s.id}
                size="compact-xs"
                radius="xl"
                variant="outline"
                onClick={() => add(s.name.en)}
                data-testid={`${testId}-suggestion`}
              >
                + {i18n.language.startsWith('hi') ? s.name.hi : s.name.en}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

import { useRef, useState } from 'react';
import { Badge, CloseButton, Group, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tidyIncludes } from '@marketplace/schema/rules/admin';
import { useInclusions } from '../../marketplace/inclusions';

const MAX_SUGGESTIONS = 8;
const HIDE_AFTER_BLUR_MS = 200;

/**
 * Includes typed comma-separated (spec §5): up to 8 suggestions matching the last typed item and not already
 * present, hidden 200 ms after blur; the six quick-add chips; no duplicates; each removable.
 */
export function IncludesInput({
  value,
  onChange,
  known,
  error,
}: {
  value: string[];
  onChange: (v: string[]) => void;
  known: string[];
  error?: string;
}) {
  const { t } = useTranslation('admin');
  // The quick-add chips: the bilingual inclusions list, shown in the chosen language, stored in English.
  const { inclusions, label } = useInclusions();
  const chips = inclusions.map((i) => i.name.en);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const last = text.split(',').pop()!.trim().toLowerCase();
  const present = new Set(value.map((v) => v.toLowerCase()));
  const suggestions = last
    ? tidyIncludes([...chips, ...known])
        .filter((s) => (s.toLowerCase().includes(last) || label(s).toLowerCase().includes(last)) && !present.has(s.toLowerCase()))
        .slice(0, MAX_SUGGESTIONS)
    : [];

  const add = (items: string[]) => onChange(tidyIncludes([...value, ...items]));
  function commit(raw = text) {
    add(raw.split(','));
    setText('');
  }
  function pick(s: string) {
    const parts = text.split(',');
    parts.pop();
    add([...parts, s]);
    setText('');
  }

  return (
    <Stack gap={6}>
      <div style={{ position: 'relative' }}>
        <TextInput
          label={t('packages.includes')}
          description={t('packages.includesHint')}
          value={text}
          error={error}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            timer.current = setTimeout(() => setOpen(false), HIDE_AFTER_BLUR_MS);
            if (text.trim()) commit();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit();
            }
          }}
          data-testid="includes-input"
        />
        {open && suggestions.length > 0 && (
          <Paper
            withBorder
            shadow="sm"
            p={4}
            style={{ position: 'absolute', zIndex: 10, left: 0, right: 0 }}
            role="listbox"
            aria-label={t('packages.suggestions')}
          >
            {suggestions.map((s) => (
              <UnstyledButton
                key={s}
                role="option"
                aria-selected={false}
                display="block"
                w="100%"
                p={4}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  clearTimeout(timer.current);
                  pick(s);
                }}
              >
                {label(s)}
              </UnstyledButton>
            ))}
          </Paper>
        )}
      </div>
      <Group gap={6}>
        {chips.map((chip) => (
          <Badge
            key={chip}
            component="button"
            type="button"
            variant="outline"
            style={{ cursor: present.has(chip.toLowerCase()) ? 'default' : 'pointer' }}
            disabled={present.has(chip.toLowerCase())}
            onClick={() => add([chip])}
          >
            + {label(chip)}
          </Badge>
        ))}
      </Group>
      {value.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t('packages.noIncludes')}
        </Text>
      ) : (
        <Group gap={6} data-testid="includes-list">
          {value.map((item) => (
            <Badge
              key={item}
              variant="light"
              pr={3}
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={t('packages.removeInclude', { item: label(item) })}
                  onClick={() => onChange(value.filter((v) => v !== item))}
                />
              }
            >
              {label(item)}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}

import { useEffect, useRef } from 'react';
import { useQuery } from '../../app/query';
import { Autocomplete, Group, Text, VisuallyHidden, type MantineSize } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { searchTerm } from '@marketplace/schema/rules/search-term';
import type { SearchSuggestionsQuery as Result } from '../../__generated__/graphql';
import { SearchSuggestionsQuery } from './search-operations';
import { useReference } from './reference';
import './search-i18n';

export type Suggestion = Result['searchSuggestions'][number];

const keyOf = (s: Suggestion) => `${s.kind}:${s.id ?? s.value}`;

export interface SearchSuggestProps {
  value: string;
  /** Every change of the text; `picked` when it is the label of a chosen suggestion. */
  onChange: (value: string, picked: boolean) => void;
  /** A suggestion was chosen (mouse, or arrows then Enter). */
  onPick: (suggestion: Suggestion) => void;
  label?: string;
  'aria-label'?: string;
  placeholder?: string;
  size?: MantineSize;
  autoFocus?: boolean;
  flex?: number;
  'data-testid'?: string;
}

/**
 * A search box with suggestions while typing (a Mantine Autocomplete: an ARIA combobox with a listbox,
 * arrows, Enter and Escape). It asks `searchSuggestions` 150 ms after typing stops, in the page's
 * language, and shows each suggestion's kind; Enter with no suggestion chosen submits the form around it.
 */
export function SearchSuggest({ value, onChange, onPick, autoFocus, ...input }: SearchSuggestProps) {
  const { t, i18n } = useTranslation('search');
  const { states, hi } = useReference();
  const ref = useRef<HTMLInputElement>(null);
  const picked = useRef(false);
  // Asked from the search rule's fewest characters (SEARCH_MIN, code points) on; shorter text asks nothing.
  const [query] = useDebouncedValue(searchTerm(value) ?? '', 150);
  const ask = query !== '';
  const { data, previousData, loading, error } = useQuery(SearchSuggestionsQuery, {
    variables: { query, language: i18n.language.startsWith('hi') ? 'hi' : 'en', limit: 8 },
    skip: !ask,
  });
  const items = ask && value.trim() ? ((data ?? previousData)?.searchSuggestions ?? []) : [];
  const byKey = new Map(items.map((s) => [keyOf(s), s]));

  // Mounted in place of the plain box on first focus: keep the focus and the caret at the end.
  useEffect(() => {
    const el = ref.current;
    if (!autoFocus || !el) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, [autoFocus]);

  const stateName = (code: string | null | undefined) => {
    const s = code ? states.find((x) => x.code === code) : undefined;
    return s ? (hi ? s.name.hi : s.name.en) : '';
  };

  return (
    <>
      <Autocomplete
        {...input}
        ref={ref}
        value={value}
        onChange={(v) => {
          onChange(v, picked.current);
          picked.current = false;
        }}
        data={items.map((s) => ({ value: keyOf(s), label: s.label }))}
        // The server matched already (aliases, both scripts): show what it answered.
        filter={({ options }) => options}
        onOptionSubmit={(key) => {
          const s = byKey.get(key);
          if (!s) return;
          picked.current = true;
          onPick(s);
        }}
        renderOption={({ option }) => {
          const s = byKey.get(option.value);
          const where = s?.kind === 'CITY' || s?.kind === 'DESTINATION' ? stateName(s.state) : '';
          return (
            <Group justify="space-between" wrap="nowrap" w="100%" gap="sm" data-testid="suggestion">
              <span>
                {s?.label ?? option.value}
                {where && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    · {where}
                  </Text>
                )}
              </span>
              {s && (
                <Text span size="xs" c="dimmed" data-testid="suggestion-kind">
                  {t(`kind.${s.kind}`)}
                </Text>
              )}
            </Group>
          );
        }}
        comboboxProps={{ shadow: 'md' }}
        maxDropdownHeight={360}
        autoComplete="off"
      />
      <VisuallyHidden aria-live="polite">
        {ask && loading ? t('suggest.loading') : error ? t('suggest.error') : ''}
      </VisuallyHidden>
    </>
  );
}

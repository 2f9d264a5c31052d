import { TextInput } from '@mantine/core';

interface Props {
  from: string;
  to: string;
  /** The two fields' labels, in the tab's language. */
  labels: { from: string; to: string };
  onChange: (patch: { from?: string; to?: string }) => void;
  /** Test ids `<testId>-from` and `<testId>-to`. */
  testId?: string;
  width?: number;
}

/** A list's date range (two India dates, `YYYY-MM-DD`), kept in the address by `useListFilters` like any filter. */
export function DateRangeFilter({ from, to, labels, onChange, testId, width = 160 }: Props) {
  return (
    <>
      <TextInput
        type="date"
        label={labels.from}
        value={from}
        max={to || undefined}
        onChange={(e) => onChange({ from: e.currentTarget.value })}
        w={width}
        data-testid={testId && `${testId}-from`}
      />
      <TextInput
        type="date"
        label={labels.to}
        value={to}
        min={from || undefined}
        onChange={(e) => onChange({ to: e.currentTarget.value })}
        w={width}
        data-testid={testId && `${testId}-to`}
      />
    </>
  );
}

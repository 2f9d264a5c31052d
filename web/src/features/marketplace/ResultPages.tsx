import { Pagination } from '@mantine/core';

/** The results' page links (loaded after the cards). */
export function ResultPages({
  total,
  value,
  onChange,
  label,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
  label: string;
}) {
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      color="orange"
      getControlProps={(control) => ({ 'aria-label': control === 'next' ? '›' : control === 'previous' ? '‹' : undefined })}
      aria-label={label}
      data-testid="pandit-pages"
    />
  );
}

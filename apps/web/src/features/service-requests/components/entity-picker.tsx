import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as z from 'zod/mini';
import { EntityPageSchema } from '@kc/domain/hierarchy';
import { apiRequest } from '#web/lib/api-client.ts';
import { entityQueryOptions } from '#web/lib/entity-api.ts';

type Level = 'property' | 'corporation';
const PLURAL: Record<Level, string> = { property: 'properties', corporation: 'corporations' };
const SEARCH_PAGE = 20;

const searchOptions = (level: Level, text: string) => ({
  queryKey: ['service-requests', 'pick', level, text] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest(`/api/${PLURAL[level]}?${new URLSearchParams({ query: text, perPage: String(SEARCH_PAGE) })}`, {
      schema: z.pick(EntityPageSchema, { items: true }),
      signal,
    }),
  staleTime: 60_000,
});

/**
 * A property or corporation chosen by typing part of its name (the server searches, 20 at a time); the chosen one's
 * name is read back by id when the page opens with it in the URL.
 */
export function EntityPicker({
  level,
  label,
  placeholder,
  nothingFound,
  value,
  onChange,
}: {
  level: Level;
  label: string;
  placeholder: string;
  nothingFound: string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const [text, setText] = useState('');
  const [typed] = useDebouncedValue(text.trim(), 250);
  const chosen = useQuery({ ...entityQueryOptions(level, value ?? 0), enabled: value !== undefined });
  const found = useQuery({ ...searchOptions(level, typed), placeholderData: keepPreviousData });
  const options = (found.data?.items ?? []).map((e) => ({ value: String(e.id), label: e.name }));
  if (value !== undefined && !options.some((o) => o.value === String(value)))
    options.unshift({ value: String(value), label: chosen.data?.name ?? `#${value}` });
  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      clearable
      data={options}
      value={value === undefined ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      onSearchChange={setText}
      filter={({ options: all }) => all}
      nothingFoundMessage={nothingFound}
    />
  );
}

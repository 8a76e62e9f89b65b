import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Internal users' global search (spec 000 §2.5): Enter opens /search/{query} and clears the box. */
export function GlobalSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  return (
    <TextInput
      type="search"
      aria-label={t('shell.search.label')}
      placeholder={t('shell.search.placeholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={query}
      onChange={(event) => setQuery(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        const text = query.trim();
        if (!text) return;
        event.preventDefault();
        setQuery('');
        void navigate({ to: '/search/$query', params: { query: text } });
      }}
      w={240}
      size="sm"
    />
  );
}

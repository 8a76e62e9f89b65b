import { pathAfterChoosingProperty } from '@kc/domain/navigation';
import { Select } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { sortByName } from '#web/lib/format.ts';
import { setSelectedId } from '#web/lib/selection.ts';
import type { ShellState } from '../hooks/use-shell-state.ts';

/**
 * External users' level selector (spec 000 §2.5): properties at commercial level 4, regions at 3, divisions at 2.
 * A property awaiting customer unit entry opens property verification; anything else opens the overview.
 */
export function LevelSelector({ state, fullWidth = false }: { state: ShellState; fullWidth?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const kind = state.selectorKind;
  if (!kind) return null;

  const items = kind === 'property' ? state.properties : kind === 'region' ? state.regions : state.divisions;
  const selected = kind === 'property' ? state.property : kind === 'region' ? state.region : state.division;
  const data = sortByName(items, (item) => item.name).map((item) => ({ value: String(item.id), label: item.name }));

  const choose = (value: string | null) => {
    const id = Number(value);
    if (!value || !Number.isInteger(id)) return;
    setSelectedId(kind, id);
    const property = kind === 'property' ? state.properties.find((p) => p.id === id) : undefined;
    void navigate({ to: property ? pathAfterChoosingProperty(property) : '/overview' });
  };

  return (
    <Select
      label={t(`shell.levelSelector.${kind}`)}
      data={data}
      value={selected ? String(selected.id) : null}
      onChange={choose}
      allowDeselect={false}
      searchable={data.length > 8}
      placeholder={data.length === 0 ? t('shell.levelSelector.loading') : undefined}
      nothingFoundMessage={t('shell.levelSelector.empty')}
      size="sm"
      w={fullWidth ? '100%' : 320}
      comboboxProps={{ withinPortal: true }}
      data-testid="level-selector"
      styles={
        fullWidth
          ? undefined
          : {
              root: { display: 'flex', alignItems: 'center', gap: 8 },
              label: { marginBottom: 0, whiteSpace: 'nowrap' },
            }
      }
    />
  );
}

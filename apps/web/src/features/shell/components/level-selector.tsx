import { pathAfterChoosingProperty } from '@kc/domain/navigation';
import { NativeSelect } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { sortByName } from '#web/lib/format.ts';
import { setSelectedId } from '#web/lib/selection.ts';
import type { ShellState } from '../hooks/use-shell-state.ts';
import { levelSelectInlineStyles, type LevelSelectProps } from './level-select-props.ts';

/** Up to this many entries the selector is the browser's own select; beyond it, a searchable list. */
export const SEARCHABLE_FROM = 9;

// A searchable list needs Mantine's Combobox and its positioning library; most logins reach a handful of
// properties and never load them (decision 0047).
const SearchableLevelSelect = lazy(() => import('./searchable-level-select.tsx'));

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
  const props: LevelSelectProps = {
    label: t(`shell.levelSelector.${kind}`),
    data,
    value: selected ? String(selected.id) : null,
    onChange: choose,
    fullWidth,
  };
  const native = <NativeLevelSelect {...props} placeholder={t('shell.levelSelector.loading')} />;
  if (data.length < SEARCHABLE_FROM) return native;
  return (
    <Suspense fallback={native}>
      <SearchableLevelSelect {...props} empty={t('shell.levelSelector.empty')} />
    </Suspense>
  );
}

function NativeLevelSelect({
  label,
  data,
  value,
  onChange,
  fullWidth,
  placeholder,
}: LevelSelectProps & { placeholder: string }) {
  return (
    <NativeSelect
      label={label}
      data={value === null ? [{ value: '', label: data.length === 0 ? placeholder : '' }, ...data] : data}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      size="sm"
      w={fullWidth ? '100%' : 320}
      data-testid="level-selector"
      styles={fullWidth ? undefined : levelSelectInlineStyles}
    />
  );
}

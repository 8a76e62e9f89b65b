import { Combobox, Group, Pill, PillsInput, useCombobox } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useReportsT } from '#web/features/reports/i18n/use-reports-t.ts';

/** Spec 001 §9: search criteria show at most 3 chosen values; the rest are summed up as "+N more". */
export const SHOW_LIMIT = 3;

export interface Option {
  value: string;
  label: string;
}

/** A searchable multi-select whose field shows at most three chosen values. */
export function LimitedMultiSelect({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly Option[];
  value: string[];
  onChange: (v: string[]) => void;
}) {
  const t = useReportsT();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState('');
  const toggle = (v: string) => onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v]);
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;
  const shown = value.slice(0, SHOW_LIMIT);
  const filtered = options.filter((o) => o.label.toLowerCase().includes(search.trim().toLowerCase())).slice(0, 1000);

  return (
    <Combobox store={combobox} onOptionSubmit={toggle} withinPortal>
      <Combobox.DropdownTarget>
        <PillsInput label={label} onClick={() => combobox.openDropdown()}>
          <Pill.Group>
            {shown.map((v) => (
              <Pill key={v} withRemoveButton onRemove={() => toggle(v)}>
                {labelOf(v)}
              </Pill>
            ))}
            {value.length > SHOW_LIMIT ? (
              <Pill>{t('reports.criteria.moreChosen', { count: value.length - SHOW_LIMIT })}</Pill>
            ) : null}
            <Combobox.EventsTarget>
              <PillsInput.Field
                aria-label={label}
                value={search}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
                onChange={(e) => {
                  combobox.updateSelectedOptionIndex();
                  setSearch(e.currentTarget.value);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Backspace' && search === '' && value.length) onChange(value.slice(0, -1));
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <Combobox.Dropdown>
        <Combobox.Options mah={260} style={{ overflowY: 'auto' }}>
          {filtered.map((o) => (
            <Combobox.Option value={o.value} key={o.value} active={value.includes(o.value)}>
              <Group gap="sm" wrap="nowrap">
                {value.includes(o.value) ? <IconCheck size={12} aria-hidden /> : <span style={{ width: 12 }} />}
                <span>{o.label}</span>
              </Group>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

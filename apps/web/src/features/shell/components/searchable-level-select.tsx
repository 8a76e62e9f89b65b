import { Select } from '@mantine/core';
import { levelSelectInlineStyles, type LevelSelectProps } from './level-select-props.ts';

/** The level selector for logins that reach many entries: type to narrow the list. Loaded by LevelSelector. */
export default function SearchableLevelSelect({
  label,
  data,
  value,
  onChange,
  fullWidth,
  empty,
}: LevelSelectProps & { empty: string }) {
  return (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={onChange}
      allowDeselect={false}
      searchable
      nothingFoundMessage={empty}
      size="sm"
      w={fullWidth ? '100%' : 320}
      comboboxProps={{ withinPortal: true }}
      data-testid="level-selector"
      styles={fullWidth ? undefined : levelSelectInlineStyles}
    />
  );
}

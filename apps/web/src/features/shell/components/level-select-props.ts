/** What both forms of the level selector take (level-selector.tsx). */
export interface LevelSelectProps {
  label: string;
  data: { value: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
  fullWidth: boolean;
}

/** Beside its label in the header; stacked in the phone sidebar. */
export const levelSelectInlineStyles = {
  root: { display: 'flex', alignItems: 'center', gap: 8 },
  label: { marginBottom: 0, whiteSpace: 'nowrap' },
} as const;

import { Input } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';

interface Props {
  label: string;
  value: string;
  data: { value: string; label: string; disabled?: boolean }[];
  onChange: (value: string) => void;
  disabled?: boolean;
}

/**
 * A labelled native <select> styled as a Mantine input. Mantine's NativeSelect pulls in the whole
 * Combobox/Popover code; this keeps the shell selectors out of the first page load's weight.
 */
export function PlainSelect({ label, value, data, onChange, disabled }: Props) {
  const id = useId();
  return (
    <Input.Wrapper label={label} labelProps={{ htmlFor: id }}>
      <Input
        component="select"
        id={id}
        aria-label={label}
        value={value}
        disabled={disabled}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChange(event.currentTarget.value)}
        rightSection={<IconChevronDown size={16} />}
        rightSectionPointerEvents="none"
        pointer
      >
        {data.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Input>
    </Input.Wrapper>
  );
}

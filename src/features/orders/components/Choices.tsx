import form from '../../../ui/forms/form.module.css';

/** A row of radio buttons under a legend: a choice that is not checked, only made. */
export function Choices<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: { value: T; label: string; disabled?: boolean }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={`${form.fieldset} ${form.span}`}>
      <legend className={form.legend}>{legend}</legend>
      <div className={form.choices}>
        {options.map((option) => (
          <label key={option.value} className={form.choice}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

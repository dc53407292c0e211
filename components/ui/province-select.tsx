import type { Ref, SelectHTMLAttributes } from "react";
import { PROVINCES } from "@/lib/shared/accounts/provinces";
import { useTranslations } from "next-intl";
import { controlStyles, FormField } from "./form-field";

interface ProvinceSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  /** The stored value, offered as it is when it is not one of the list (older free text), so the form shows what is stored. */
  current?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The one province picker of every form that takes a province (registration, profile, cart billing,
 * order edit, the back office's customer forms): Canada's 13 provinces and territories by name, the
 * two-letter code as the value (lib/shared/accounts/provinces.ts; the server accepts only those).
 */
export function ProvinceSelect({ id, label, error, hint, optional, current, className, ref, ...props }: ProvinceSelectProps) {
  const tFields = useTranslations("fields");
  return (
    <FormField id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      {(control) => (
        <select autoComplete="address-level1" {...props} ref={ref} {...control} className={controlStyles({ invalid: Boolean(error) })}>
          <option value="">{tFields("chooseProvince")}</option>
          {current && !PROVINCES.some((p) => p.code === current) && <option value={current}>{current}</option>}
          {PROVINCES.map((province) => (
            <option key={province.code} value={province.code}>
              {province.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

import { PROVINCES, provincesIn } from "@/lib/shared/accounts/provinces";
import { useLocale, useTranslations } from "next-intl";
import { isLocale, DEFAULT_LOCALE } from "@/lib/shared/i18n/locales";
import { SelectField, type SelectFieldProps } from "./select-field";

interface ProvinceSelectProps extends Omit<SelectFieldProps, "children"> {
  /** The stored value, offered as it is when it is not one of the list (older free text), so the form shows what is stored. */
  current?: string;
}

/**
 * The one province picker of every form that takes a province (registration, profile, cart billing,
 * order edit, the back office's customer forms): Canada's 13 provinces and territories by name, the
 * two-letter code as the value (lib/shared/accounts/provinces.ts; the server accepts only those), in
 * the page's language.
 */
export function ProvinceSelect({ current, ...props }: ProvinceSelectProps) {
  const tFields = useTranslations("fields");
  const locale = useLocale();
  return (
    <SelectField autoComplete="address-level1" {...props}>
      <option value="">{tFields("chooseProvince")}</option>
      {current && !PROVINCES.some((p) => p.code === current) && <option value={current}>{current}</option>}
      {provincesIn(isLocale(locale) ? locale : DEFAULT_LOCALE).map((province) => (
        <option key={province.code} value={province.code}>
          {province.name}
        </option>
      ))}
    </SelectField>
  );
}

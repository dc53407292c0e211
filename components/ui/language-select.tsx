import { LOCALE_NAMES, LOCALES } from "@/lib/shared/i18n/locales";
import { SelectField, type SelectFieldProps } from "./select-field";

/**
 * A choice of the shop's languages (a customer's, for their emails and documents): each named in
 * itself and marked with its language, so that a screen reader says « Français » in French.
 */
export function LanguageSelect(props: Omit<SelectFieldProps, "children">) {
  return (
    <SelectField {...props}>
      {LOCALES.map((code) => (
        <option key={code} value={code} lang={code}>
          {LOCALE_NAMES[code]}
        </option>
      ))}
    </SelectField>
  );
}

import type { CallDefinition } from "@isp/contracts/http/define-call";
import type { Language } from "@isp/contracts/languages";
import { useEffect, useState } from "react";
import { callApi } from "../../api/call-api";
import { useTranslation } from "../../i18n/use-translation";

export type SelectOption = { value: string; label: string };

type DictionaryCall = CallDefinition & { responses: { 200: unknown } };

/**
 * The options of one dictionary (spec §7 `dict/...`) for a select, in the page's language. In a
 * cascade, `parentId` null means nothing above is chosen yet: no options, no call. Until a list has
 * arrived there are no options either (not the last parent's districts), and a select shows that by
 * being disabled (`disabled={options.length === 0}`): opened before its list came, it stayed empty.
 */
export function useDictionary(call: DictionaryCall, parentId?: string | null): SelectOption[] {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  const [options, setOptions] = useState<SelectOption[]>([]);
  useEffect(() => {
    setOptions((current) => (current.length === 0 ? current : []));
    if (parentId === null) return;
    let isCurrent = true;
    const params = parentId === undefined ? undefined : { id: parentId };
    callApi(call, { params, language } as Parameters<typeof callApi>[1]).then(
      (answer) => {
        const { data } = answer as { data: { id: number | string; name: string }[] };
        if (isCurrent) setOptions(data.map((item) => ({ value: String(item.id), label: item.name })));
      },
      // A failed list leaves the select empty; callApi has shown the system-error notice.
      () => isCurrent && setOptions([]),
    );
    return () => {
      isCurrent = false;
    };
  }, [call, parentId, language]);
  return options;
}

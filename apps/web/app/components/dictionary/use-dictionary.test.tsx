// @vitest-environment jsdom
import { ListDistrictsCall } from "@isp/contracts/selfcare/dictionaries";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { callApi } from "../../api/call-api";
import { createI18n } from "../../i18n/i18n";
import en from "../../i18n/locales/en.json";
import { I18nProvider } from "../../i18n/use-translation";
import { useDictionary } from "./use-dictionary";

vi.mock("../../api/call-api", () => ({ callApi: vi.fn() }));

const i18n = createI18n("en", en);
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

/** An answer the test gives when it chooses, as a slow network would. */
function pendingAnswers() {
  const resolvers: ((names: string[]) => void)[] = [];
  vi.mocked(callApi).mockImplementation(
    () =>
      new Promise((resolve) => {
        resolvers.push((names) => resolve({ data: names.map((name, id) => ({ id, name })) } as never));
      }),
  );
  return resolvers;
}

describe("useDictionary", () => {
  it("offers no options of the last parent while the new parent's list is on its way", async () => {
    const answers = pendingAnswers();
    const { result, rerender } = renderHook(({ parentId }) => useDictionary(ListDistrictsCall, parentId), {
      initialProps: { parentId: "12" as string | null },
      wrapper,
    });
    expect(result.current).toEqual([]);
    await act(async () => answers[0]?.(["Chamkar Mon", "Doun Penh"]));
    expect(result.current.map((option) => option.label)).toEqual(["Chamkar Mon", "Doun Penh"]);

    rerender({ parentId: "10" });
    expect(result.current).toEqual([]);
    await act(async () => answers[1]?.(["Kracheh"]));
    expect(result.current.map((option) => option.label)).toEqual(["Kracheh"]);

    rerender({ parentId: null });
    expect(result.current).toEqual([]);
    expect(callApi).toHaveBeenCalledTimes(2);
  });
});

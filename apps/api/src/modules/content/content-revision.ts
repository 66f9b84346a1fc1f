/**
 * A number that moves on whenever what public pages show changes (pages and web parts, FAQ, vacancies,
 * news, channels, devices). Caches of page answers and of rendered pages keep the revision they were
 * made at and stop serving an entry once it is behind. In process: other instances catch up through
 * their caches' time-to-live (a shared notification belongs with the content studio of a later issue).
 */
export function createContentRevision() {
  let revision = 0;
  return {
    current: () => revision,
    /** Called after content was written. */
    bump: () => {
      revision += 1;
    },
  };
}

export type ContentRevision = ReturnType<typeof createContentRevision>;

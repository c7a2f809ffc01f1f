/** The vendored rule texts (data/rules.json), built by scripts/vendor-rules.ts. */
export interface RulesData {
  sources: { cr: string; amended: string };
  /** Rule number ("722.3c", "722.3", "722", "7") → its text, "Example:" paragraphs included. */
  cr: Record<string, string>;
  /** Rule number → the text seed 003 proposes; `clean: false` where insertions and deletions run together. */
  amended: Record<string, { text: string; clean: boolean }>;
  /** Rules the amendments remove (722.3d). */
  removedUnderAmended: string[];
}

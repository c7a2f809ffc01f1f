/** The rules lab: scenarios, the board editor and the ruleset diff (issue 11, built in this folder). */
export function Lab() {
  return <section className="lab"><p>The rules lab opens scenarios here.</p></section>;
}

import { useMemo, useState } from 'react';
import { BUILT_IN } from './scenarios';

/** Opens a built-in scenario (searchable by name, path or mechanic) or a file from disk. */
export function ScenarioPicker({ onOpen }: { onOpen(text: string, file: string): void }) {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return BUILT_IN.filter((s) => words.every((w) => `${s.path} ${s.name}`.toLowerCase().includes(w)));
  }, [query]);
  const openFile = async (file: File | undefined) => {
    if (file) onOpen(await file.text(), file.name);
  };
  return (
    <details className="scenario-picker">
      <summary>Open a scenario <span className="count">{BUILT_IN.length} built in</span></summary>
      <div className="picker-row">
        <input type="search" placeholder="search: prepare, 722.3, Blood Moon…" aria-label="Search built-in scenarios"
          value={query} onChange={(e) => setQuery(e.target.value)} />
        <label className="file-button">Open file…
          <input type="file" accept=".yaml,.yml,text/yaml" aria-label="Open a scenario file" onChange={(e) => openFile(e.target.files?.[0])} />
        </label>
      </div>
      <ul className="scenario-list" aria-label="Built-in scenarios">
        {shown.map((s) => (
          <li key={s.path}>
            <button className="link" data-path={s.path} onClick={() => onOpen(s.text, s.path)} title={s.path}>
              <span className="scenario-group">{s.group}</span> {s.name}
            </button>
          </li>
        ))}
        {!shown.length && <li className="empty">no built-in scenario matches</li>}
      </ul>
    </details>
  );
}

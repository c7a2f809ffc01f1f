import { formatScenarioError } from '@arbiter/formats';
import { InspectorHost } from '../inspector/InspectorHost';
import { GameSetup } from './GameSetup';
import { Table } from './Table';
import { useEngine } from './useEngine';

/** Hot-seat play: a new game or a replay file, then the table with its tools (judge view, undo, replay export). */
export function Play() {
  const client = useEngine();
  const { view } = client;
  const save = async () => {
    const { text, name } = await client.exportReplay();
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    a.download = name;
    a.click();
    URL.revokeObjectURL(a.href);
  };
  return (
    <div className="play">
      {client.crash && (
        <div className="crash" role="alert">
          The engine stopped: {client.crash.message}.{' '}
          <button onClick={client.reload}>{client.crash.restorable ? 'Reload the last good state' : 'Restart the engine'}</button>
        </div>
      )}
      {client.problems.length > 0 && (
        <ul className="problems" role="alert" aria-label="Problems">
          {client.problems.map((p, i) => <li key={i}>{formatScenarioError(p)}</li>)}
        </ul>
      )}
      {view && (
        <div className="toolbar">
          <label><input type="checkbox" checked={view.judgeView} onChange={(e) => client.send({ type: 'judgeView', on: e.target.checked })} /> Judge view</label>
          <span className="viewer">Viewing as {view.viewer === 'judge' ? 'the judge' : view.state.players[view.viewer]?.name}</span>
          <button disabled={!view.canUndo} onClick={() => client.send({ type: 'undo' })} title="Ctrl+Z">Undo</button>
          <button onClick={save}>Export replay</button>
          <button onClick={client.close}>New game</button>
          <span className="game-meta">seed {view.seed} · {view.ruleset}</span>
          {client.busy && <span className="busy" aria-live="polite">engine working…</span>}
        </div>
      )}
      {view ? <InspectorHost ask={client.inspect} ruleset={view.ruleset}><Table view={view} client={client} /></InspectorHost>
        : <GameSetup onStart={(game) => client.send({ type: 'newGame', game })}
            onImport={(text, source) => client.send({ type: 'importReplay', text, source })} />}
    </div>
  );
}

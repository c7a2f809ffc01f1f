import { lazy, Suspense, useState } from 'react';
import { Play } from './play/Play';
import { Online } from './online/Online';

/** The lab (editor, scenarios) is its own chunk: the table's first load doesn't carry it. */
const Lab = lazy(() => import('./lab/Lab').then((m) => ({ default: m.Lab })));

type Area = 'play' | 'lab' | 'online';

/** The tab the hash names: `#lab`, `#online` or a table's link `#/table/<roomId>`; the play table otherwise. */
function areaOf(hash: string): Area {
  return hash === '#lab' ? 'lab' : hash === '#online' || hash.startsWith('#/table/') ? 'online' : 'play';
}

/** The app shell: the play table and the rules lab, one tab each (the hash keeps the tab across reloads). */
export function App() {
  const [area, setArea] = useState<Area>(() => areaOf(location.hash));
  const open = (a: Area) => {
    setArea(a);
    history.replaceState(null, '', `#${a}`);
  };
  return (
    <div className="app">
      <header className="app-header">
        <h1>Arbiter</h1>
        <nav>
          <button className={area === 'play' ? 'tab active' : 'tab'} onClick={() => open('play')}>Play</button>
          <button className={area === 'online' ? 'tab active' : 'tab'} onClick={() => open('online')}>Online</button>
          <button className={area === 'lab' ? 'tab active' : 'tab'} onClick={() => open('lab')}>Lab</button>
        </nav>
      </header>
      <main>{area === 'play' ? <Play /> : area === 'online' ? <Online /> : <Suspense fallback={<p>Opening the lab…</p>}><Lab /></Suspense>}</main>
    </div>
  );
}

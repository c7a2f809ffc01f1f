export { REPLAY_FORMAT, REPLAY_VERSION, type Replay } from './types';
export { parseReplay, serializeReplay } from './parse';
export { replayGame, type ReplayResult } from './run';

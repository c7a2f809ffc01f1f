/**
 * @arbiter/ai — computer players for Arbiter (issue 12): one agent interface (view + pending decision → input),
 * the random, heuristic ("easy") and search ("normal", "hard": rollouts over determinized worlds) players, and the game loop that runs them.
 * Browser-safe: Node-only code lives under `./node` (the match runner).
 */
export { decisionRng, type Agent, type AgentContext, type CandidateReport, type Decision, type Reasoning } from './agent';
export { determinize, type DeckKnowledge } from './determinize';
export { LEAF_TERMS, SQUASH, TERMS, evaluate, position, score, winProbability, type Term, type Position } from './evaluation';
export { candidates, describeInput, type Candidate } from './candidates';
export { decisionLine, describeDecision, type DecisionContext, type DecisionLine } from './decision-line';
export { heuristicInput } from './agents/heuristic';
export { randomAgent } from './agents/random';
export { heuristicAgent } from './agents/easy';
export { search, searchAgent, type SearchOptions } from './agents/search';
export { BUDGET_MS, LEVELS, createAgent, isLevel, type Level } from './levels';
export { agentMove, deckKnowledge, playGame, seatIds, type AgentMove, type GameOptions, type GameRecord } from './game';
export { wilson } from './stats';

import type { SchemaValidateFunction } from 'ajv';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import type { ScenarioError } from '../errors';
import { didYouMean, nearest } from '../suggest';
import { isRecord } from './data';
import { checkRef, type Known } from './refs';
import { PERMANENT_FIELDS, SCENARIO_SCHEMA_ID, scenarioSchema, type JsonSchema, type RefKind } from './schema';
import type { Source } from './source';

/**
 * `arbiterRef`: checks names against the scenario's players, aliases and cards (passed as `this`).
 * ajv does not say which property name its errors are about under `propertyNames`; a name is a key
 * when it is not the value its parent holds under that path.
 */
const checkArbiterRef: SchemaValidateFunction = function (this: Known, kind: RefKind, data: string, _s, cxt) {
  const problem = checkRef(kind, data, this);
  const isKey = cxt?.parentData !== undefined && cxt.parentData[cxt.parentDataProperty] !== data;
  checkArbiterRef.errors = problem
    ? [{ keyword: 'arbiterRef', message: problem.message, params: { expected: problem.expected }, ...(isKey ? { propertyName: data } : {}) }]
    : [];
  return !problem;
};

let ajv: Ajv2020 | undefined;
/** Built on first use: compiling the schema is the costly part of a first parse, not of importing. */
function validator(): Ajv2020 {
  if (!ajv) {
    ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true, passContext: true });
    ajv.addKeyword({ keyword: 'arbiterRef', type: 'string', schemaType: 'string', errors: true, validate: checkArbiterRef });
    ajv.addSchema(scenarioSchema);
  }
  return ajv;
}

const inlineValidators = new WeakMap<JsonSchema, ValidateFunction>();
function validatorFor(branch: JsonSchema): ValidateFunction {
  if (branch.$ref) return validator().getSchema(SCENARIO_SCHEMA_ID + branch.$ref)!;
  let v = inlineValidators.get(branch);
  if (!v) inlineValidators.set(branch, (v = validator().compile(branch)));
  return v;
}

const defs = scenarioSchema.$defs as Record<string, JsonSchema>;
const deref = (s: JsonSchema): JsonSchema => (s.$ref ? defs[s.$ref.replace('#/$defs/', '')] : s);

function jsonType(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

function typeFits(s: JsonSchema, data: unknown): boolean {
  if (s.type === undefined) return true;
  const t = jsonType(data);
  const types = ([] as string[]).concat(s.type);
  return types.includes(t) || (t === 'integer' && types.includes('number'));
}

/** How a value reads in a message: 'twenty', 3, nothing, a list, a mapping with keys a, b. */
function show(v: unknown): string {
  if (typeof v === 'string') return `'${v}'`;
  if (v === null || v === undefined) return 'nothing';
  if (Array.isArray(v)) return 'a list';
  if (isRecord(v)) {
    const keys = Object.keys(v);
    return keys.length ? `a mapping with keys ${keys.join(', ')}` : 'an empty mapping';
  }
  return String(v);
}

const TYPE_WORDS: Record<string, string> = {
  integer: 'an integer',
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping',
  null: 'nothing',
};
const typePhrase = (t: unknown): string =>
  ([] as string[])
    .concat(t as string | string[])
    .flatMap((s) => s.split(','))
    .map((s) => TYPE_WORDS[s] ?? s)
    .join(' or ');

/** A problem found by the schema, not yet located: `pointer` is a JSON pointer into the data. */
interface Issue {
  pointer: string;
  message: string;
  expected?: string;
  onKey?: boolean;
}

const child = (pointer: string, key: string) => `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
const within = (pointer: string, prefix: string) => pointer === prefix || pointer.startsWith(`${prefix}/`);

/** One ajv error in human words. */
function describe(e: ErrorObject): Issue | undefined {
  const s = (e.parentSchema ?? {}) as JsonSchema;
  const p = e.params as Record<string, unknown>;
  const at = e.propertyName === undefined ? e.instancePath : child(e.instancePath, e.propertyName);
  const issue = (message: string, expected?: string): Issue => ({
    pointer: at,
    message,
    ...(expected ? { expected } : {}),
    ...(e.propertyName === undefined ? {} : { onKey: true }),
  });
  const got = show(e.data);
  switch (e.keyword) {
    case 'type':
      return issue(`expected ${s.description ?? typePhrase(p.type)}, got ${got}`);
    case 'required':
      return issue(`missing required field '${p.missingProperty}'`);
    case 'additionalProperties': {
      const key = String(p.additionalProperty);
      const allowed = Object.keys(s.properties ?? {});
      const message =
        key in PERMANENT_FIELDS && !allowed.includes(key)
          ? `'${key}' is only allowed on battlefield entries`
          : `unknown key '${key}'${didYouMean(nearest(key, allowed))}`;
      return { pointer: child(e.instancePath, key), message, expected: `one of ${allowed.join(', ')}`, onKey: true };
    }
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]).map(String);
      const hint = typeof e.data === 'string' ? didYouMean(nearest(e.data, allowed)) : '';
      return issue(`expected one of ${allowed.join(', ')}, got ${got}${hint}`, `one of ${allowed.join(', ')}`);
    }
    case 'const':
      return issue(`expected ${p.allowedValue}, got ${got}`);
    case 'pattern':
    case 'minLength':
      return issue(`expected ${s.description ?? 'a non-empty string'}, got ${got}`);
    case 'minimum':
      return issue(`expected at least ${p.limit}, got ${got}`);
    case 'minItems':
      return issue(`expected at least ${p.limit} entries, got ${(e.data as unknown[]).length}`);
    case 'minProperties':
    case 'maxProperties':
      return issue(`expected ${s.description ?? `at least ${p.limit} entry`}, got ${got}`);
    case 'uniqueItems':
      return issue(`expected no duplicates, got ${show((e.data as unknown[])[p.i as number])} twice`);
    case 'arbiterRef':
      return issue(e.message ?? 'unknown name', p.expected as string | undefined);
    case 'propertyNames':
      return undefined; // its own errors, carrying propertyName, say what is wrong
    default:
      return issue(e.message ?? 'invalid');
  }
}

/**
 * A failed union (`oneOf`): when the value's type or required key selects exactly one branch,
 * the errors are that branch's (re-validated alone); otherwise the union's description says what
 * was expected, with a "did you mean" when a key is a near miss of a branch's required key.
 */
function explainUnion(u: ErrorObject, known: Known): Issue[] {
  const branches = u.schema as JsonSchema[];
  const description = (u.parentSchema as JsonSchema).description ?? 'a valid value';
  let fitting = branches.filter((b) => typeFits(deref(b), u.data));
  if (fitting.length > 1) {
    fitting = fitting.filter((b) => (deref(b).required ?? []).every((k) => isRecord(u.data) && k in u.data));
  }
  if (fitting.length === 1) {
    const v = validatorFor(fitting[0]);
    if (!v.call(known, u.data)) {
      return explain(
        v.errors!.map((e) => ({ ...e, instancePath: u.instancePath + e.instancePath })),
        known,
      );
    }
  }
  if (isRecord(u.data) && fitting.length === 0) {
    // No branch's key is there: the first key is most likely a misspelt one.
    const keys = branches.flatMap((b) => deref(b).required ?? []);
    const key = Object.keys(u.data).sort((a, b) => nearest(b, keys).length - nearest(a, keys).length)[0];
    if (key !== undefined) {
      const near = nearest(key, keys);
      const message = `unknown key '${key}'${near.length ? didYouMean(near) : `: expected ${description}`}`;
      return [{ pointer: child(u.instancePath, key), message, expected: description, onKey: true }];
    }
  }
  return [{ pointer: u.instancePath, message: `expected ${description}, got ${show(u.data)}`, expected: description }];
}

function explain(errors: ErrorObject[], known: Known): Issue[] {
  const unions = errors
    .filter((e) => e.keyword === 'oneOf')
    .sort((a, b) => a.instancePath.length - b.instancePath.length);
  const claimed: string[] = [];
  const issues: Issue[] = [];
  for (const u of unions) {
    if (claimed.some((p) => within(u.instancePath, p))) continue;
    claimed.push(u.instancePath);
    issues.push(...explainUnion(u, known));
  }
  for (const e of errors) {
    if (e.keyword === 'oneOf' || claimed.some((p) => within(e.instancePath, p))) continue;
    const issue = describe(e);
    if (issue) issues.push(issue);
  }
  return issues;
}

/** Turns a JSON pointer into a path, with list indexes as numbers (map keys may look numeric too). */
function pointerToPath(pointer: string, data: unknown): (string | number)[] {
  const path: (string | number)[] = [];
  let node = data;
  for (const raw of pointer.split('/').slice(1)) {
    const seg = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    const key = Array.isArray(node) ? Number(seg) : seg;
    path.push(key);
    node = isRecord(node) || Array.isArray(node) ? (node as Record<string | number, unknown>)[key] : undefined;
  }
  return path;
}

/** Validates scenario data against the schema and the scenario's own names; located, human-worded errors. */
export function validateScenario(data: unknown, known: Known, source: Source): ScenarioError[] {
  const v = validator().getSchema(SCENARIO_SCHEMA_ID)!;
  if (v.call(known, data)) return [];
  const issues = explain(v.errors!, known);
  // A bad key makes whatever is under it moot ("unknown player 'Bobb'" needs no more about Bobb's zones).
  const badKeys = issues.filter((i) => i.onKey).map((i) => i.pointer);
  return issues.filter((i) => i.onKey || !badKeys.some((k) => within(i.pointer, k))).map((i) =>
    source.error(pointerToPath(i.pointer, data), i.message, { expected: i.expected, onKey: i.onKey }),
  );
}

// How fast this machine is, measured the same way at the start of every run of `npm run bench`, so that two runs can
// be compared even when the CPU's name is the same: on 2026-11-29 two machines named "Intel(R) Xeon(R) Processor"
// were a third apart, every bare endpoint included (decision 0085).
import { createHash } from 'node:crypto';
import os from 'node:os';
import type pg from 'pg';
import { showSpread, spread, type Spread } from './stats.ts';

/** Milliseconds of two fixed workloads, each run several times one after another (lower is faster). */
export interface MachineSpeed {
  /** In the bench process: JSON out and back in, and SHA-256, of a 1,000-row device batch, 40 times. */
  javascriptMs: Spread;
  /** On the benchmark's PostgreSQL: a sum over three million generated numbers (one core, no disk). */
  postgresMs: Spread;
}

const BATCH = JSON.stringify({
  rows: Array.from({ length: 1000 }, (_, i) => ({
    sequence: i + 1,
    time: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
    employeeName: `Employee ${i % 17}`,
    badgeNumber: String(20_000 + (i % 17)),
    unitName: `B-${i % 400}`,
    keyTagNumber: String(1000 + (i % 400)),
    activityCode: i % 2 === 0 ? 2 : 3,
    exceptionCode: i % 53 === 0 ? 'W' : null,
  })),
});

/** The JavaScript workload; returns what it computed so that none of it can be left out. */
function javascriptWorkload(): number {
  let n = 0;
  for (let i = 0; i < 40; i++) {
    const text = JSON.stringify(JSON.parse(BATCH) as unknown);
    n += createHash('sha256').update(text).digest()[0]! + text.length;
  }
  return n;
}

// A set-returning function in the select list streams its rows (no tuplestore, so nothing spills to disk).
const POSTGRES_WORKLOAD = 'SELECT sum(g) AS s FROM (SELECT generate_series(1, 3000000) AS g) x';

export async function measureMachineSpeed(pool: pg.Pool, runs = 7): Promise<MachineSpeed> {
  const javascript: number[] = [];
  const postgres: number[] = [];
  // Once each before timing (JIT, the connection and its first plan).
  let check = javascriptWorkload();
  await pool.query(POSTGRES_WORKLOAD);
  for (let r = 0; r < runs; r++) {
    let t = performance.now();
    check += javascriptWorkload();
    javascript.push(performance.now() - t);
    t = performance.now();
    await pool.query(POSTGRES_WORKLOAD);
    postgres.push(performance.now() - t);
  }
  if (!(check > 0)) throw new Error('the machine-speed workload computed nothing');
  return { javascriptMs: spread(javascript, 1), postgresMs: spread(postgres, 1) };
}

/** The sentence the reports print after the machine. */
export const machineSpeedLine = (r: MachineSpeed) =>
  `Machine speed, timed at the start (compare runs by it, not by the CPU's name; lower is faster): JavaScript ${showSpread(r.javascriptMs, ' ms')}, PostgreSQL ${showSpread(r.postgresMs, ' ms')}.`;

/** machineSpeedLine after a space, or nothing for a run that did not time the speed. */
const afterMachine = (r: MachineSpeed | null) => (r ? ` ${machineSpeedLine(r)}` : '');

/** The machine a report was measured on, as its JSON records it. */
export interface Machine {
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  node: string;
  os: string;
  /** 1-, 5- and 15-minute load averages when the bench started and ended (other work on the machine). */
  loadAverageStart: number[];
  loadAverageEnd: number[];
  /** Fixed workloads timed at the start of the run (absent in runs before 2026-11-29 11:40 UTC). */
  speed: MachineSpeed | null;
}

/** The 1-, 5- and 15-minute load averages, to two decimals. */
export const loadAverage = () => os.loadavg().map((n) => Math.round(n * 100) / 100);

/** This machine now: its CPU, cores, memory, Node and OS, the load averages since the start, its timed speed. */
export function describeMachine(loadAverageStart: number[], speed: MachineSpeed | null): Machine {
  return {
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism(),
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverageStart,
    loadAverageEnd: loadAverage(),
    speed,
  };
}

/** The "Machine: …" sentence every bench report starts with. */
export const machineLine = (m: Machine) =>
  `Machine: ${m.cpuModel}, ${m.cores} cores, ${m.memoryGiB} GiB, Node ${m.node}, ${m.os}; load average ${m.loadAverageStart.join(' / ')} at the start, ${m.loadAverageEnd.join(' / ')} at the end (1 / 5 / 15 min).${afterMachine(m.speed)}`;

import { describe, expect, it } from 'vitest';
import { describeMachine, machineLine } from './machine-speed.ts';
import { spread } from './stats.ts';

describe('the machine sentence every bench report starts with', () => {
  const speed = { javascriptMs: spread([61, 58, 60], 1), postgresMs: spread([95, 93, 94], 1) };

  it('names the CPU, cores, memory, Node, the load at both ends and the timed speed', () => {
    const machine = describeMachine([1.5, 2, 2.25], speed);
    const line = machineLine(machine);
    expect(line).toMatch(new RegExp(`^Machine: .+, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node v\\d+`));
    expect(line).toContain('load average 1.5 / 2 / 2.25 at the start, ');
    expect(machine.loadAverageEnd).toHaveLength(3);
    expect(line).toContain('JavaScript 60 ms');
    expect(line).toContain('PostgreSQL 94 ms');
  });

  it('says nothing of speed for a run that did not time it', () => {
    const line = machineLine(describeMachine([0, 0, 0], null));
    expect(line).not.toContain('Machine speed');
    expect(line.endsWith('(1 / 5 / 15 min).')).toBe(true);
  });
});

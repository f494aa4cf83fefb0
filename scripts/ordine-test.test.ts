import { describe, expect, it } from 'vitest';
import { durateDaReport, piuLunghiPrima } from './ordine-test.mjs';

const spec = (project: string, file: string) => ({ project: { name: project }, moduleId: `/repo/${file}` });

describe('longest test files first (scripts/ordine-test.mjs)', () => {
  it('reorders each project longest first and keeps the projects in Vitest’s order', () => {
    const base = [
      spec('domain', 'a.test.ts'),
      spec('server', 'corto.test.ts'),
      spec('server', 'lungo.test.ts'),
      spec('server', 'nuovo.test.ts'),
      spec('server', 'medio.test.ts'),
      spec('web', 'b.test.ts'),
    ];
    const durate = {
      'corto.test.ts': 1,
      'lungo.test.ts': 90,
      'medio.test.ts': 12,
      'a.test.ts': 5,
      'b.test.ts': 50,
    };
    const ordine = piuLunghiPrima(base, durate, '/repo').map((f) => `${f.project.name}:${f.moduleId}`);
    expect(ordine).toEqual([
      'domain:/repo/a.test.ts',
      // A file without a recorded time may be long: it starts first.
      'server:/repo/nuovo.test.ts',
      'server:/repo/lungo.test.ts',
      'server:/repo/medio.test.ts',
      'server:/repo/corto.test.ts',
      'web:/repo/b.test.ts',
    ]);
  });

  it('reads a report’s durations relative to its checkout, in seconds to a tenth', () => {
    const report = {
      testResults: [
        { name: '/ci/clone/apps/server/test/x.test.ts', startTime: 1000, endTime: 93_840 },
        { name: '/ci/clone/packages/domain/src/y.test.ts', startTime: 0, endTime: 40 },
      ],
    };
    expect(durateDaReport(report, '/ci/clone')).toEqual({
      'apps/server/test/x.test.ts': 92.8,
      'packages/domain/src/y.test.ts': 0,
    });
  });
});

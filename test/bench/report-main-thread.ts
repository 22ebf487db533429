import type { MainThreadGroup } from './lib/lighthouse-audit';
import { integer, table } from './lib/markdown';
import type { WebWeightReport } from './measure/web-weight';

const MAIN_THREAD_COLUMNS: [MainThreadGroup, string][] = [
  ['scriptEvaluation', 'script'],
  ['scriptParseCompile', 'parse, compile'],
  ['styleLayout', 'style, layout'],
  ['paintCompositeRender', 'paint'],
  ['garbageCollection', 'GC'],
];

/** What blocks the main thread on each audited page (issue 50 item 2), from the median runs' traces. */
export function mainThreadTable(web: WebWeightReport): string {
  const duration = (value: number | undefined) => (value === undefined ? '—' : `${integer(value)} ms`);
  // A task Lighthouse finds no script for is put on the page's own URL.
  const script = (url: string) =>
    url.endsWith('.js') ? `\`${url.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '.js')}\`` : 'the page';
  return [
    "What the main thread did in each median run (Lighthouse's `mainthread-work-breakdown` and `long-tasks`,",
    'simulated 4× slowdown): a CPU profile of the first load found its long tasks after the first paint were React',
    'renders done in one task when a query answered (React Query notifies synchronously) — the shell and screen',
    "mounting when the projects answered, a list's rows, the dashboard's cards below the summary. They render from",
    "deferred values now (`QueryState`, the project gate, the dashboard's below-the-summary gate), in slices the",
    "browser interleaves with paint; what remains is evaluating the scripts and the commit's style insertion.",
    '',
    table(
      [
        'page',
        ...MAIN_THREAD_COLUMNS.map(([, label]) => label),
        'long tasks',
        'longest (script)',
        'over 50 ms, summed',
      ],
      web.lighthouse.map(({ page, summary }) => {
        const longest = [...summary.longTasks].sort((a, b) => b.ms - a.ms)[0];
        return [
          page,
          ...MAIN_THREAD_COLUMNS.map(([group]) => duration(summary.mainThread[group])),
          String(summary.longTasks.length),
          longest ? `${integer(longest.ms)} ms (${script(longest.url)})` : '—',
          duration(summary.longTasks.reduce((sum, task) => sum + Math.max(0, task.ms - 50), 0)),
        ];
      }),
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'r'],
    ),
  ].join('\n');
}

import type { Project } from '@reno/domain';

/** '13.5' for 13.50: a rate as people write it. */
const percent = (rate: string) => `${Number(rate)}%`;

/**
 * Where the estimate's tax rate came from: '13% from the project — change it in Projects' while it is the
 * project's default, else the project's rate for comparison. Nothing without a project.
 */
export function taxRateHint(rate: string, project: Project | undefined): string | undefined {
  if (!project) return undefined;
  if (rate.trim() !== '' && Number(rate) === Number(project.taxRate)) {
    return `${percent(project.taxRate)} from the project — change it in Projects`;
  }
  return `The project's rate is ${percent(project.taxRate)}`;
}

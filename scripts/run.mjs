#!/usr/bin/env node
// Entry point of the README's commands (`npm start`, `npm test`, …) on a fresh clone:
// makes sure pnpm and the workspace dependencies are there, then runs the named pnpm script.
import { spawnSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const script = process.argv[2];
const extraArgs = process.argv.slice(3);
if (!script) {
  console.error('usage: node scripts/run.mjs <pnpm-script> [args...]');
  process.exit(2);
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node.js >= 20.19 is required (this is ${process.version}).`);
  process.exit(1);
}

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmVersion = pkg.packageManager.split('@')[1];
const env = { ...process.env };

function hasPnpm() {
  const probe = spawnSync('pnpm', ['--version'], {
    env,
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
  return probe.status === 0 && probe.stdout.trim().split('.')[0] === pnpmVersion.split('.')[0];
}

// pnpm is not on a fresh machine: install the pinned version into .tools/ (no global write needed).
if (!hasPnpm()) {
  const toolsBin = join(root, '.tools', 'node_modules', '.bin');
  env.PATH = `${toolsBin}${delimiter}${env.PATH ?? ''}`;
  if (!hasPnpm()) {
    console.log(`Installing pnpm ${pnpmVersion} into .tools/ …`);
    mkdirSync(join(root, '.tools'), { recursive: true });
    const install = spawnSync(
      'npm',
      ['install', '--prefix', join(root, '.tools'), '--no-package-lock', '--no-save', `pnpm@${pnpmVersion}`],
      { stdio: 'inherit', env, shell: process.platform === 'win32' },
    );
    if (install.status !== 0 || !hasPnpm()) {
      console.error('Could not install pnpm. Install it yourself (npm i -g pnpm@10) and try again.');
      process.exit(1);
    }
  }
}

// Install the workspace when the lockfile or a manifest changed since the last install.
function manifestsHash() {
  const hash = createHash('sha256');
  const files = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json'];
  const workspace = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  for (const match of workspace.matchAll(/^\s+-\s+([\w/*.-]+)\s*$/gm)) {
    const entry = match[1];
    if (entry.endsWith('/*')) {
      const dir = join(root, entry.slice(0, -2));
      if (existsSync(dir)) {
        for (const name of spawnSync('ls', [dir], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean)) {
          files.push(join(entry.slice(0, -2), name, 'package.json'));
        }
      }
    } else {
      files.push(join(entry, 'package.json'));
    }
  }
  for (const file of files) {
    const path = join(root, file);
    if (existsSync(path)) hash.update(file).update(readFileSync(path));
  }
  return hash.digest('hex');
}

const stamp = join(root, 'node_modules', '.reno-install-stamp');
const wanted = manifestsHash();
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== wanted) {
  console.log('Installing dependencies with pnpm …');
  const install = spawnSync('pnpm', ['install', '--frozen-lockfile'], {
    cwd: root,
    stdio: 'inherit',
    env,
    shell: process.platform === 'win32',
  });
  if (install.status !== 0) process.exit(install.status ?? 1);
  writeFileSync(stamp, wanted);
}

const child = spawn('pnpm', ['run', script, ...extraArgs], {
  cwd: root,
  stdio: 'inherit',
  env,
  shell: process.platform === 'win32',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

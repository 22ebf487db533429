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
  console.error(`Node.js >= 20.19 is required to start (this is ${process.version}).`);
  process.exit(1);
}

/** Runs `command` with this terminal, passes Ctrl-C and SIGTERM on to it, and exits with its code. */
function runToTheEnd(command, args, options) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

// Everything runs on the Node.js that Lambda runs (nodejs22.x). A machine whose own `node` is older gets
// it from the npm registry (the `node` package installs the platform's binary) into .tools/, once; this
// script then runs again on it, with its folder first on PATH so that every child (pnpm, vitest, the
// local stack, Playwright's workers) runs on it too.
const runtimeMajor = Number(pkg.engines.node.match(/>=\s*(\d+)/)[1]);
if (major < runtimeMajor) {
  const runtimeVersion = pkg.config.nodeVersion;
  const prefix = join(root, '.tools', `node-${runtimeVersion}`);
  const binary = join(
    prefix,
    'node_modules',
    'node',
    'bin',
    process.platform === 'win32' ? 'node.exe' : 'node',
  );
  const installStart = Date.now();
  if (!existsSync(binary)) {
    console.log(
      `This machine's Node.js is ${process.version}; installing Node.js ${runtimeVersion} into .tools/ …`,
    );
    mkdirSync(prefix, { recursive: true });
    const install = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-package-lock',
        '--no-save',
        '--no-audit',
        '--no-fund',
        `node@${runtimeVersion}`,
      ],
      { stdio: 'inherit', shell: process.platform === 'win32' },
    );
    if (install.status !== 0 || !existsSync(binary)) {
      console.error(
        `Could not install Node.js ${runtimeVersion}. Install Node.js ${runtimeMajor} yourself and try again.`,
      );
      process.exit(1);
    }
  }
  runToTheEnd(binary, [fileURLToPath(import.meta.url), script, ...extraArgs], {
    env: {
      ...process.env,
      PATH: `${dirname(binary)}${delimiter}${process.env.PATH ?? ''}`,
      RENO_INSTALL_SECONDS: String((Date.now() - installStart) / 1000),
    },
  });
} else {
  await runOnThisNode();
}

async function runOnThisNode() {
  const pnpmVersion = pkg.packageManager.split('@')[1];
  const env = { ...process.env };
  const installStart = Date.now();

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
        [
          'install',
          '--prefix',
          join(root, '.tools'),
          '--no-package-lock',
          '--no-save',
          `pnpm@${pnpmVersion}`,
        ],
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
          for (const name of spawnSync('ls', [dir], { encoding: 'utf8' })
            .stdout.split('\n')
            .filter(Boolean)) {
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
  // What installing took (Node.js, pnpm, the workspace), for the table `npm test` ends with.
  env.RENO_INSTALL_SECONDS = String(
    Number(process.env.RENO_INSTALL_SECONDS ?? 0) + (Date.now() - installStart) / 1000,
  );

  runToTheEnd('pnpm', ['run', script, ...extraArgs], { cwd: root, env, shell: process.platform === 'win32' });
}

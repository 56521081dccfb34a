// Child-process bookkeeping for the local stack: a pid file beside the database, clean-up of children left over
// by a killed run, and a clear report when a port is taken by something that is not ours.
import { existsSync, readFileSync, readdirSync, readlinkSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { StackError } from './failures.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** True while the process runs. A zombie (exited, not yet reaped: orphans are, when no init reaps them) counts as gone. */
export function isAlive(pid) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (error.code !== 'EPERM') return false;
  }
  return !isZombie(pid);
}

export function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return '';
  }
}

function parentOf(pid) {
  try {
    return Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  } catch {
    return 0;
  }
}

export function readPidFile(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Written whole or not at all (a run killed mid-write must not leave a file the next run cannot read). */
export function writePidFile(file, record) {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify(record, null, 2) + '\n');
  renameSync(partial, file);
}

export function removePidFile(file) {
  rmSync(file, { force: true });
}

/** Sends `signal`, then SIGKILL if the process outlives `graceMs`. Resolves once it is gone. */
export async function terminate(pid, signal = 'SIGTERM', graceMs = 5000) {
  if (!isAlive(pid)) return;
  try {
    process.kill(pid, signal);
  } catch {
    return;
  }
  const deadline = Date.now() + graceMs;
  while (isAlive(pid) && Date.now() < deadline) await sleep(20);
  if (isAlive(pid)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {}
    while (isAlive(pid)) await sleep(20);
  }
}

function isZombie(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return false;
  }
}

/**
 * Stops children recorded by an earlier run that did not shut down (crash, kill -9), but only when their command
 * line still matches what we started: a recycled pid must never be killed. Refuses when the run that wrote the
 * file is itself still alive: that stack is running, not left over.
 */
export async function stopLeftovers(file, { dataDir }) {
  const record = readPidFile(file);
  if (!record) return [];
  // Running, not left over: the Node process that wrote the file is alive and still the parent of its Postgres
  // (a pid recycled by an unrelated process is not, and neither is a crashed run's orphaned Postgres).
  const postgres = record.children?.postgres?.pid;
  if (record.owner && record.owner !== process.pid && isAlive(record.owner) && isAlive(postgres) && parentOf(postgres) === record.owner) {
    throw new StackError(
      `The ${record.profile ?? ''} stack of this project is already running (process ${record.owner}, data in ${dataDir}): ` +
        `stop it first with Ctrl-C in its terminal or \`kill ${record.owner}\`.`,
    );
  }
  const stopped = [];
  for (const [name, child] of Object.entries(record.children ?? {})) {
    if (!child?.pid || !isAlive(child.pid)) continue;
    if (!commandLine(child.pid).includes(child.match)) continue;
    // Postgres: SIGINT is its fast shutdown (rolls back open transactions, writes a checkpoint).
    await terminate(child.pid, name === 'postgres' ? 'SIGINT' : 'SIGTERM');
    stopped.push(`${name} (pid ${child.pid})`);
  }
  removePidFile(file);
  return stopped;
}

/**
 * Postgres's lock file after a crash. A postmaster still serving this data directory (not recorded in our pid
 * file) is shut down. A stale file is removed: Postgres trusts any live pid in it, so a recycled pid or an unreaped
 * zombie (containers whose init does not reap orphans) would otherwise block the start.
 */
export async function stopOrphanPostmaster(dataDir) {
  const file = `${dataDir}/postmaster.pid`;
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  const cmd = isAlive(pid) ? commandLine(pid) : '';
  if (cmd.includes('postgres') && cmd.includes(dataDir)) {
    await terminate(pid, 'SIGINT');
    rmSync(file, { force: true });
    return `postgres (pid ${pid})`;
  }
  rmSync(file, { force: true });
  return null;
}

function portFreeOn(port, host) {
  return new Promise((resolve) => {
    const server = createServer();
    // No IPv6 on this machine: nothing can hold the port there.
    server.once('error', (error) => resolve(error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT'));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

// Both loopback addresses: `localhost` (the app server) may resolve to ::1.
const portFree = async (port) => (await portFreeOn(port, '127.0.0.1')) && (await portFreeOn(port, '::1'));

function folderOf(pid) {
  try {
    return readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return '';
  }
}

/** True when a program listens on the TCP port (rather than a connection using it as its local port). */
function isListenedOn(port) {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[1]?.endsWith(`:${hex}`) && cols[3] === '0A') return true;
    }
  }
  return !existsSync('/proc/net/tcp'); // no /proc: assume a listener
}

/** Which process listens on a TCP port (Linux /proc; best effort, empty when unknown). */
function portOwner(port) {
  try {
    const hex = port.toString(16).toUpperCase().padStart(4, '0');
    const inodes = new Set();
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
      if (!existsSync(table)) continue;
      for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
        const cols = line.trim().split(/\s+/);
        if (cols[1]?.endsWith(`:${hex}`) && cols[3] === '0A') inodes.add(cols[9]);
      }
    }
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      let fds = [];
      try {
        fds = readdirSync(`/proc/${pid}/fd`);
      } catch {
        continue;
      }
      for (const fd of fds) {
        try {
          const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
          if (m && inodes.has(m[1])) return `process ${pid} (${[commandLine(Number(pid)).replace(/\s+/g, ' ').slice(0, 160), folderOf(pid)].filter(Boolean).join(', in ')})`;
        } catch {}
      }
    }
  } catch {}
  return '';
}

/**
 * Throws one message naming every busy port and, where it can be found, who holds it. A port used only by a
 * connection (the system picks local ports of outgoing connections from a range that includes ours) is usually
 * free again within moments: it is waited for, up to `waitMs`.
 */
export async function assertPortsFree(ports, { waitMs = 5000 } = {}) {
  const deadline = Date.now() + waitMs;
  const holders = new Map(); // who → the ports it holds, so a program holding several is named once
  for (const [label, port] of Object.entries(ports)) {
    let free = await portFree(port);
    while (!free && !isListenedOn(port) && Date.now() < deadline) {
      await sleep(100);
      free = await portFree(port);
    }
    if (free) continue;
    const owner = portOwner(port);
    const who = owner ? `in use by ${owner}` : isListenedOn(port) ? 'in use' : 'taken by an outgoing connection';
    holders.set(who, [...(holders.get(who) ?? []), `${port} (${label})`]);
  }
  const busy = [...holders].map(([who, list]) =>
    list.length === 1 ? `port ${list[0]} is ${who}` : `ports ${list.slice(0, -1).join(', ')} and ${list.at(-1)} are ${who}`,
  );
  if (busy.length) {
    throw new StackError(
      `Cannot start the local stack because ${busy.join(', ')}: stop that program (another copy of this stack?) ` +
        'or change the ports in supabase/local/config.mjs.',
    );
  }
}

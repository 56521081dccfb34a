// A database's schema read from its catalogue, as comparable text: what `pg_dump --schema-only` would say, without
// pg_dump (the embedded Postgres ships none, and Debian's is older than the server). Every object is keyed by its
// name (never by oid), so two databases built by different migrations compare object by object.
import type pg from 'pg';

/** Section → object name → its definition. */
export type Fingerprint = Record<string, Map<string, string>>;

// The schemas a project's migrations (and the platform before them) create: everything but Postgres's own.
const appSchemas = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg\\_temp\\_%'
  and n.nspname not like 'pg\\_toast\\_temp\\_%'`;
// Objects an extension created (btree_gist, pg_trgm, pgcrypto …) are the extension's, compared by its version.
const notFromExtension = (classTable: string, alias: string) =>
  `not exists (select 1 from pg_depend d where d.classid = '${classTable}'::regclass and d.objid = ${alias}.oid and d.deptype = 'e')`;
// Grants: every privilege as "grantee privilege [grantable] by grantor", a missing ACL read as its default.
const grants = (acl: string) =>
  `(select coalesce(string_agg(g, ', ' order by g), '') from (
     select format('%s %s%s by %s', case a.grantee when 0 then 'PUBLIC' else pg_get_userbyid(a.grantee) end, a.privilege_type,
       case when a.is_grantable then ' (grantable)' else '' end, pg_get_userbyid(a.grantor)) as g
     from aclexplode(${acl}) a) acl)`;

const queries: Record<string, string> = {
  schemas: `select n.nspname as key, format('owner %s; grants: %s', pg_get_userbyid(n.nspowner),
      ${grants(`coalesce(n.nspacl, acldefault('n', n.nspowner))`)}) as def
    from pg_namespace n where ${appSchemas}`,
  extensions: `select e.extname as key, format('schema %s, version %s', n.nspname, e.extversion) as def
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace`,
  types: `select format('%I.%I', n.nspname, t.typname) as key,
      case t.typtype
        when 'e' then 'enum ' || (select string_agg(quote_literal(e.enumlabel), ', ' order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid)
        when 'd' then 'domain ' || format_type(t.typbasetype, t.typtypmod) || coalesce(' default ' || t.typdefault, '')
          || case when t.typnotnull then ' not null' else '' end
          || coalesce((select ' ' || string_agg(pg_get_constraintdef(c.oid), ' ' order by c.conname) from pg_constraint c where c.contypid = t.oid), '')
        else 'composite ' || (select string_agg(format('%I %s', a.attname, format_type(a.atttypid, a.atttypmod)), ', ' order by a.attnum)
          from pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped)
      end || format('; owner %s; grants: %s', pg_get_userbyid(t.typowner), ${grants(`coalesce(t.typacl, acldefault('T', t.typowner))`)}) as def
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where ${appSchemas} and ${notFromExtension('pg_type', 't')}
      and (t.typtype in ('e', 'd') or (t.typtype = 'c' and (select c.relkind from pg_class c where c.oid = t.typrelid) = 'c'))`,
  relations: `select format('%I.%I', n.nspname, c.relname) as key,
      format('kind %s, persistence %s, owner %s, row security %s%s, options %s', c.relkind, c.relpersistence,
        pg_get_userbyid(c.relowner), case when c.relrowsecurity then 'enabled' else 'disabled' end,
        case when c.relforcerowsecurity then ' (forced)' else '' end, coalesce(array_to_string(c.reloptions, ', '), '-')) as def
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where ${appSchemas} and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S') and ${notFromExtension('pg_class', 'c')}`,
  columns: `select format('%I.%I.%I', n.nspname, c.relname, a.attname) as key,
      format('#%s %s%s%s%s%s%s', row_number() over (partition by c.oid order by a.attnum), format_type(a.atttypid, a.atttypmod),
        case when a.attnotnull then ' not null' else '' end,
        case when a.attgenerated = 's' then ' generated always as (' || pg_get_expr(ad.adbin, ad.adrelid) || ') stored'
             when ad.adbin is not null then ' default ' || pg_get_expr(ad.adbin, ad.adrelid) else '' end,
        case a.attidentity when 'a' then ' identity always' when 'd' then ' identity by default' else '' end,
        case when a.attcollation <> 0 and a.attcollation <> (select typcollation from pg_type where oid = a.atttypid)
             then ' collate ' || (select collname from pg_collation where oid = a.attcollation) else '' end,
        coalesce(' column grants: ' || nullif(${grants('a.attacl')}, ''), '')) as def
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
    where ${appSchemas} and c.relkind in ('r', 'p', 'v', 'm', 'f') and a.attnum > 0 and not a.attisdropped
      and ${notFromExtension('pg_class', 'c')}`,
  constraints: `select format('%I.%I.%I', n.nspname, c.relname, k.conname) as key,
      format('%s%s', pg_get_constraintdef(k.oid, true),
        case when k.condeferrable then ' deferrable' || case when k.condeferred then ' initially deferred' else '' end else '' end) as def
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    where ${appSchemas}`,
  indexes: `select format('%I.%I', i.schemaname, i.indexname) as key, i.indexdef as def
    from pg_indexes i join pg_namespace n on n.nspname = i.schemaname where ${appSchemas}`,
  triggers: `select format('%I.%I.%I', n.nspname, c.relname, t.tgname) as key,
      pg_get_triggerdef(t.oid, true) || case t.tgenabled when 'O' then '' else ' (enabled: ' || t.tgenabled::text || ')' end as def
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where ${appSchemas} and not t.tgisinternal`,
  policies: `select format('%I.%I.%I', p.schemaname, p.tablename, p.policyname) as key,
      format('%s for %s to %s using (%s) with check (%s)', p.permissive, p.cmd, array_to_string(p.roles, ', '),
        coalesce(p.qual, '-'), coalesce(p.with_check, '-')) as def
    from pg_policies p`,
  functions: `select format('%I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as key,
      case when p.prokind in ('f', 'p') then pg_get_functiondef(p.oid) else 'kind ' || p.prokind::text end
        || format(E'\\nowner %s; grants: %s', pg_get_userbyid(p.proowner), ${grants(`coalesce(p.proacl, acldefault('f', p.proowner))`)}) as def
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where ${appSchemas} and ${notFromExtension('pg_proc', 'p')}`,
  views: `select format('%I.%I', n.nspname, c.relname) as key, pg_get_viewdef(c.oid, true) as def
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where ${appSchemas} and c.relkind in ('v', 'm') and ${notFromExtension('pg_class', 'c')}`,
  sequences: `select format('%I.%I', s.schemaname, s.sequencename) as key,
      format('%s start %s increment %s min %s max %s cache %s%s', s.data_type, s.start_value, s.increment_by, s.min_value,
        s.max_value, s.cache_size, case when s.cycle then ' cycle' else '' end) as def
    from pg_sequences s join pg_namespace n on n.nspname = s.schemaname where ${appSchemas}`,
  grants: `select format('%I.%I', n.nspname, c.relname) as key,
      ${grants(`coalesce(c.relacl, acldefault(case when c.relkind = 'S' then 's' else 'r' end::"char", c.relowner))`)} as def
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where ${appSchemas} and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S') and ${notFromExtension('pg_class', 'c')}`,
  'default grants': `select format('%s in %s on %s', pg_get_userbyid(d.defaclrole), coalesce(n.nspname, 'every schema'), d.defaclobjtype) as key,
      ${grants('d.defaclacl')} as def
    from pg_default_acl d left join pg_namespace n on n.oid = d.defaclnamespace`,
};

// ALTER POLICY … USING (<expression text>) keeps a scalar subquery's output name: the old chain turned
// `(select public.is_admin())` into `(select public.has_admin_access())` that way, which Postgres shows as
// `( SELECT has_admin_access() AS is_admin)`. The name of a one-column subquery used as a value has no meaning,
// so it is left out of the comparison; everything else in the expression is compared as Postgres shows it.
const withoutSubqueryColumnName = (expression: string) =>
  expression.replace(/\( SELECT ((?:[\w"]+\.)?[\w"]+\([^()]*\)) AS [\w"]+\)/g, '( SELECT $1)');

/** The rows of every table in public (reference data the migrations insert), without ids and times they draw. */
async function publicRows(db: pg.Client): Promise<Map<string, string>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
  );
  const result = new Map<string, string>();
  for (const { name } of tables) {
    const { rows } = await db.query<{ row: string }>(
      `select (to_jsonb(t) - 'id' - 'created_at' - 'updated_at')::text as row from ${name} t`,
    );
    result.set(name, rows.map((r) => r.row).sort().join('\n') || '(empty)');
  }
  return result;
}

/** The fingerprint of the database `db` is connected to. Names are shown schema-qualified (search_path is empty). */
export async function schemaFingerprint(db: pg.Client): Promise<Fingerprint> {
  await db.query(`set search_path = ''`);
  const fingerprint: Fingerprint = {};
  for (const [section, sql] of Object.entries(queries)) {
    const { rows } = await db.query<{ key: string; def: string }>(sql).catch((error: Error) => {
      throw new Error(`fingerprint of ${section}: ${error.message}`, { cause: error });
    });
    const entries = rows.map((r) => [r.key, section === 'policies' ? withoutSubqueryColumnName(r.def) : r.def] as const);
    fingerprint[section] = new Map(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    if (fingerprint[section].size !== rows.length) throw new Error(`${section}: two objects with the same key`);
  }
  fingerprint['rows of public tables'] = await publicRows(db);
  return fingerprint;
}

/** Every difference between two fingerprints, one readable paragraph per object. */
export function fingerprintDiff(a: Fingerprint, b: Fingerprint, [nameA, nameB]: [string, string]): string[] {
  const differences: string[] = [];
  for (const section of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const left = a[section] ?? new Map<string, string>();
    const right = b[section] ?? new Map<string, string>();
    for (const key of [...new Set([...left.keys(), ...right.keys()])].sort()) {
      const l = left.get(key);
      const r = right.get(key);
      if (l === r) continue;
      if (l === undefined) differences.push(`${section} ${key}: only in ${nameB}:\n    ${r}`);
      else if (r === undefined) differences.push(`${section} ${key}: only in ${nameA}:\n    ${l}`);
      else differences.push(`${section} ${key} differs:\n${lineDiff(l, r, [nameA, nameB])}`);
    }
  }
  return differences;
}

/**
 * The lines that differ between two definitions (a long function body shows only the changed lines); for a list
 * of grants, the grants that differ.
 */
function lineDiff(l: string, r: string, [nameA, nameB]: [string, string]): string {
  const grant = /^\S+ [A-Z ]+( \(grantable\))? by \S+$/;
  if ([l, r].every((v) => v.split(', ').every((item) => grant.test(item)))) {
    const [itemsL, itemsR] = [new Set(l.split(', ')), new Set(r.split(', '))];
    return [
      `    only in ${nameA}: ${[...itemsL].filter((i) => !itemsR.has(i)).join(', ') || '-'}`,
      `    only in ${nameB}: ${[...itemsR].filter((i) => !itemsL.has(i)).join(', ') || '-'}`,
    ].join('\n');
  }
  const left = l.split('\n');
  const right = r.split('\n');
  let start = 0;
  while (start < left.length && start < right.length && left[start] === right[start]) start++;
  let endL = left.length;
  let endR = right.length;
  while (endL > start && endR > start && left[endL - 1] === right[endR - 1]) endL--, endR--;
  return [
    ...left.slice(start, endL).map((line) => `    ${nameA}: ${line}`),
    ...right.slice(start, endR).map((line) => `    ${nameB}: ${line}`),
    start > 0 ? `    (from line ${start + 1})` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

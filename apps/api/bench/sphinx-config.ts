// The sphinx.conf of bench/sphinx-spike.ts: one plain index per shard over the tsvpipe files of
// sphinx-catalogue.ts (with two shards, a distributed index over both, Sphinx's own sharding),
// and a searchd that listens only on 127.0.0.1 and keeps every file in the spike's temp dir.

import path from 'node:path'
import { INDEX_NAME } from './sphinx-query.ts'

/**
 * Latin letters with accents, folded to their base letter as unaccent does. The documents are
 * search_text, already folded by PostgreSQL, and queries are folded before they are sent
 * (sphinx-query.ts), so this only matters to text that reaches Sphinx unfolded; without it Sphinx
 * would cut "montréal" into "montr" and "al".
 */
const ACCENTED: Record<string, string> = {
  a: 'àáâãäåÀÁÂÃÄÅ',
  c: 'çÇ',
  e: 'èéêëÈÉÊË',
  i: 'ìíîïÌÍÎÏ',
  n: 'ñÑ',
  o: 'òóôõöÒÓÔÕÖ',
  u: 'ùúûüÙÚÛÜ',
  y: 'ýÿÝ',
}
const codePoint = (char: string) => `U+${(char.codePointAt(0) as number).toString(16).toUpperCase()}`
const CHARSET_TABLE = [
  '0..9',
  'a..z',
  'A..Z->a..z',
  ...Object.entries(ACCENTED).flatMap(([base, chars]) =>
    [...chars].map((char) => `${codePoint(char)}->${base}`),
  ),
].join(', ')

/**
 * Attributes in the tsvpipe column order of sphinx-catalogue.ts (after the id and the text field).
 * published_us is published_at in microseconds, so "newest" ties break by id as PostgreSQL's do.
 */
function attributes(moveInSlots: number): string[] {
  const slots = Array.from({ length: moveInSlots }, (_, slot) => [
    `tsvpipe_attr_uint = move_from_${slot}`,
    `tsvpipe_attr_uint = move_to_${slot}`,
  ])
  return [
    'tsvpipe_attr_multi = type_tags',
    'tsvpipe_attr_uint = price_cents',
    'tsvpipe_attr_uint = max_guests',
    'tsvpipe_attr_uint = num_bedrooms',
    'tsvpipe_attr_multi = amenities',
    'tsvpipe_attr_bigint = published_us',
    'tsvpipe_attr_float = latitude',
    'tsvpipe_attr_float = longitude',
    ...slots.flat(),
  ]
}

const block = (head: string, lines: string[]) =>
  `${head}\n{\n${lines.map((line) => `  ${line}`).join('\n')}\n}\n`

export function sphinxConfig(options: { dir: string; port: number; files: string[]; moveInSlots: number }) {
  const { dir, port, files, moveInSlots } = options
  const shards = files.length
  const shardName = (shard: number) => (shards === 1 ? INDEX_NAME : `${INDEX_NAME}_${shard}`)
  const plain = files.flatMap((file, shard) => [
    block(`source source_${shard}`, [
      'type = tsvpipe',
      `tsvpipe_command = cat ${file}`,
      'tsvpipe_field = search_text',
      ...attributes(moveInSlots),
    ]),
    block(`index ${shardName(shard)}`, [
      `source = source_${shard}`,
      `path = ${path.join(dir, 'index', shardName(shard))}`,
      'docinfo = extern',
      // A keywords dictionary with infixes, so `*plat*` finds "plat" anywhere in a word, as a
      // substring does; from one letter, since "St. J" must find "st. john's". No morphology or
      // stop words, since ours has none; no expansion_limit, so a short infix finds every word.
      'dict = keywords',
      'min_infix_len = 1',
      `charset_table = ${CHARSET_TABLE}`,
    ]),
  ])
  const distributed =
    shards > 1
      ? [
          block(`index ${INDEX_NAME}`, [
            'type = distributed',
            ...files.map((_, shard) => `local = ${shardName(shard)}`),
          ]),
        ]
      : []
  const searchd = block('searchd', [
    `listen = 127.0.0.1:${port}:mysql41`,
    `log = ${path.join(dir, 'searchd.log')}`,
    `pid_file = ${path.join(dir, 'searchd.pid')}`,
    // No query log (it would cost every search a write) and no binary log (plain indexes have no
    // writes; its default directory is the system's /var/lib/sphinxsearch).
    'binlog_path =',
    'workers = threads',
    // With shards, one search reads both local indexes at once, on this machine's two cores.
    ...(shards > 1 ? ['dist_threads = 2'] : []),
  ])
  return [...plain, ...distributed, block('indexer', ['mem_limit = 256M']), searchd].join('\n')
}

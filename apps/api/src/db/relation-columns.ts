/**
 * Every column of a published relation (a subquery a module's door offers other modules' SQL,
 * decision 029), as the outer query names them: to select a whole row of it, as `table` selects a
 * table's. A subquery's columns are read one by one through its alias, so they cannot be spread.
 */
export function columnsOf<TRelation extends { _: { selectedFields: object } }>(
  relation: TRelation,
): TRelation['_']['selectedFields'] {
  const byName = relation as unknown as Record<string, unknown>
  return Object.fromEntries(
    Object.keys(relation._.selectedFields).map((name) => [name, byName[name]]),
  ) as TRelation['_']['selectedFields']
}

/** @jest-environment node */
import { isReadStatement, planNodes, summarisePlans, type PlanNode } from "./scale-plans";

const plan = (type: string, extra: Partial<PlanNode> = {}, children: PlanNode[] = []): PlanNode => ({
  "Node Type": type,
  ...extra,
  ...(children.length ? { Plans: children } : {}),
});

describe("scale plans", () => {
  it("explains reads only", () => {
    expect(isReadStatement('select "id" from "movies"')).toBe(true);
    expect(isReadStatement("(select 1) union all (select 2)")).toBe(true);
    expect(isReadStatement("with x as (select 1) select * from x")).toBe(true);
    expect(isReadStatement('insert into "ratings" values ($1)')).toBe(false);
    expect(isReadStatement('select "id" from "users" where "id" = $1 for update')).toBe(false);
  });

  it("names the indexes read and flags a sequential scan of a large table, not of a small one", () => {
    const tree = plan("Limit", {}, [
      plan("Nested Loop", {}, [
        plan("Seq Scan", { "Relation Name": "genres" }),
        plan("Index Scan", { "Relation Name": "movies", "Index Name": "movies_popular" }),
      ]),
    ]);
    expect(planNodes(tree)).toHaveLength(4);
    const sizes = new Map([
      ["genres", 20],
      ["movies", 100_000],
    ]);
    expect(summarisePlans("GET /home", [tree], sizes)).toEqual({
      call: "GET /home",
      reads: 1,
      indexes: ["movies_popular"],
      seqScans: [],
    });
    const scan = plan("Aggregate", {}, [plan("Seq Scan", { "Relation Name": "movies" })]);
    expect(summarisePlans("GET /movies", [tree, scan], sizes).seqScans).toEqual(["movies"]);
  });
});

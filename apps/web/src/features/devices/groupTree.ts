import type { GroupItem } from '@signage/shared';

export interface GroupNode extends GroupItem {
  depth: number;
  children: GroupNode[];
}

/** The nested group tree (root -1), children sorted by name. */
export function buildTree(groups: GroupItem[]): GroupNode[] {
  const nodes = new Map<number, GroupNode>(groups.map((g) => [g.id, { ...g, depth: 0, children: [] }]));
  const roots: GroupNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId > 0 ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (list: GroupNode[], depth: number) => {
    list.sort((a, b) => a.name.localeCompare(b.name));
    for (const n of list) {
      n.depth = depth;
      sort(n.children, depth + 1);
    }
  };
  sort(roots, 0);
  return roots;
}

/** Depth-first list of the tree, for menus. */
export function flatten(nodes: GroupNode[]): GroupNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

/** Menu options: "Ungrouped" (root -1) first, then every group indented by depth (dynamic groups hold no screens: left out). */
export function groupOptions(groups: GroupItem[], ungrouped: string): { id: number; name: string; depth: number }[] {
  return [
    { id: -1, name: ungrouped, depth: 0 },
    ...flatten(buildTree(normalGroups(groups))).map((g) => ({ id: g.id, name: g.name, depth: g.depth + 1 })),
  ];
}

/** Groups that hold screens themselves (not dynamic ones, whose tag rule chooses their screens). */
export const normalGroups = (groups: GroupItem[]) => groups.filter((g) => !g.rule);
export const dynamicGroups = (groups: GroupItem[]) => groups.filter((g) => g.rule);

/** Ids of a group and all its descendants (a group cannot move under them). */
export function descendantIds(groups: GroupItem[], id: number): Set<number> {
  const out = new Set<number>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const g of groups) {
      if (!out.has(g.id) && out.has(g.parentId)) {
        out.add(g.id);
        grew = true;
      }
    }
  }
  return out;
}

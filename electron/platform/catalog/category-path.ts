import { CATEGORY_PATH_SEPARATOR } from '../../../shared/contract/products-file';

/** One level of the category tree: 'Men > Shoes' is named 'Shoes', has parent 'Men' and depth 2. */
export interface CategoryNode {
  path: string;
  parentPath: string | null;
  name: string;
  depth: number;
}

/** Every node from the root down to the path itself: 'A > B > C' → A, A > B, A > B > C. */
export function categoryAncestry(path: string): CategoryNode[] {
  const levels = path.split(CATEGORY_PATH_SEPARATOR);
  return levels.map((name, index) => ({
    path: levels.slice(0, index + 1).join(CATEGORY_PATH_SEPARATOR),
    parentPath: index === 0 ? null : levels.slice(0, index).join(CATEGORY_PATH_SEPARATOR),
    name,
    depth: index + 1,
  }));
}

/**
 * Bounds for "this category or any below it" as an index range: paths below 'Men > Shoes' all start with
 * 'Men > Shoes > ', i.e. sort in ['Men > Shoes > ', 'Men > Shoes >!') since '!' follows ' '. A plain
 * text prefix would also catch 'Men > Shoestrings', which is not below it.
 */
export function categorySubtreeRange(path: string): { path: string; below: string; beyond: string } {
  const below = `${path}${CATEGORY_PATH_SEPARATOR}`;
  const beyond = `${below.slice(0, -1)}${String.fromCharCode(below.charCodeAt(below.length - 1) + 1)}`;
  return { path, below, beyond };
}

/** The header's menu, shared by the desktop and the phone navigation islands. */
export interface NavLink {
  label: string;
  href: string;
}
export interface NavItem extends NavLink {
  children?: NavLink[];
}

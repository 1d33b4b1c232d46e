import * as DialogPrimitive from '@radix-ui/react-dialog'
import { ArrowLeft, LogOut } from 'lucide-react'
import { Link, NavLink } from 'react-router'
import { roleAllows, type StaffRole } from '@/domain/staff-roles'
import { cx } from '@/web/lib/class-names'
import { staffTools } from '../staff-nav'

type NavProps = { role: StaffRole; collapsed: boolean; onNavigate?: () => void; onSignOut: () => void }

/** The sidebar's links and its two footer buttons; labels stay for screen readers when collapsed. */
function SidebarNav({ role, collapsed, onNavigate, onSignOut }: NavProps) {
  const item = 'flex min-h-11 items-center gap-3 rounded-md px-3 text-parchment hover:bg-white/10'
  const label = collapsed ? 'sr-only' : 'truncate'
  return (
    <nav aria-label="Back office" className="flex h-full flex-col gap-1 p-2">
      <ul className="flex flex-col gap-1">
        {staffTools
          .filter((tool) => roleAllows(role, tool.access))
          .map(({ label: text, path, icon: Icon }) => (
            <li key={path}>
              <NavLink
                to={path}
                end
                onClick={onNavigate}
                title={collapsed ? text : undefined}
                className={({ isActive }) => cx(item, isActive && 'bg-white/15 font-semibold text-gold-soft')}
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                <span className={label}>{text}</span>
              </NavLink>
            </li>
          ))}
      </ul>
      <div className="mt-auto flex flex-col gap-1 border-t border-white/15 pt-2">
        <Link to="/" className={item} title={collapsed ? 'Back to Site' : undefined}>
          <ArrowLeft aria-hidden="true" className="size-5 shrink-0" />
          <span className={label}>Back to Site</span>
        </Link>
        <button type="button" onClick={onSignOut} className={item} title={collapsed ? 'Sign Out' : undefined}>
          <LogOut aria-hidden="true" className="size-5 shrink-0" />
          <span className={label}>Sign Out</span>
        </button>
      </div>
    </nav>
  )
}

type SidebarProps = {
  role: StaffRole
  mobile: boolean
  open: boolean
  sheetOpen: boolean
  onSheetOpenChange: (open: boolean) => void
  onSignOut: () => void
}

/** 16rem wide, 3rem collapsed; on phones a sheet of 18rem over the page. */
export function StaffSidebar({ role, mobile, open, sheetOpen, onSheetOpenChange, onSignOut }: SidebarProps) {
  if (mobile) {
    return (
      <DialogPrimitive.Root open={sheetOpen} onOpenChange={onSheetOpenChange}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-night/70" />
          <DialogPrimitive.Content
            className="fixed inset-y-0 left-0 z-50 w-[18rem] bg-night text-parchment shadow-2xl"
            aria-describedby={undefined}
          >
            <DialogPrimitive.Title className="sr-only">Back office menu</DialogPrimitive.Title>
            <SidebarNav
              role={role}
              collapsed={false}
              onNavigate={() => onSheetOpenChange(false)}
              onSignOut={onSignOut}
            />
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    )
  }
  return (
    <aside
      data-state={open ? 'expanded' : 'collapsed'}
      className={cx(
        'sticky top-0 h-dvh shrink-0 bg-night transition-[width] duration-200',
        open ? 'w-[16rem]' : 'w-[3rem]',
      )}
    >
      <SidebarNav role={role} collapsed={!open} onSignOut={onSignOut} />
    </aside>
  )
}

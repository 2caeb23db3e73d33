// Tabs that switch a panel in place (ARIA tabs: arrow keys move between them), as the login and
// registration methods. The panel (`panel`, its id) is labelled by the chosen tab, `tab-<id>`.
export function Tabs<T extends string>({
  label,
  tabs,
  current,
  onChange,
  panel,
}: {
  label: string;
  tabs: ReadonlyArray<{ id: T; label: string }>;
  current: T;
  onChange: (id: T) => void;
  panel: string;
}) {
  return (
    <div className="auth-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={`tab-${tab.id}`}
          aria-selected={tab.id === current}
          aria-controls={panel}
          tabIndex={tab.id === current ? 0 : -1}
          onClick={() => onChange(tab.id)}
          onKeyDown={(e) => {
            if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
            const i = tabs.findIndex((x) => x.id === current);
            const next = tabs[(i + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!;
            onChange(next.id);
            document.getElementById(`tab-${next.id}`)?.focus();
          }}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

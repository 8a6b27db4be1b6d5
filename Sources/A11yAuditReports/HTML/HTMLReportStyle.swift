/// The page's inline style sheet: system fonts, light and dark colours with text contrast of at least 4.5:1, a
/// visible focus outline, severity badges that carry their word, and no animation or transition at all. Wide tables
/// and charts scroll in regions of their own (``ScrollRegion``), so that the page itself never scrolls sideways.
package enum HTMLReportStyle {
  /// The screens the dashboard's cards start open on (the script closes them on narrower ones).
  package static let wideScreen = "(min-width: 700px)"

  /// The CSS.
  package static let css = """
    :root {
      color-scheme: light dark;
      --text: #1b1b1f; --muted: #4a4a55; --page: #ffffff; --panel: #f4f5f7; --line: #c4c7cf; --link: #0b57b5;
      --focus: #b3005b; --critical: #a3161a; --high: #b84a00; --medium: #8a6d00; --low: #2e6b34; --none: #5f6368;
      --bg-critical: #a3161a; --bg-high: #f3a25b; --bg-medium: #f2d36b; --bg-low: #a9d5a0; --bg-none: #c9cbd0;
      --ink: rgba(0, 0, 0, 0.55); --pass: #2e6b34; --fail: #a3161a;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --text: #ececf1; --muted: #b8b9c2; --page: #16171b; --panel: #23252b; --line: #4b4e58; --link: #8ab8ff;
        --focus: #ff8fc6; --critical: #ff8a8a; --high: #ffb27a; --medium: #f2d36b; --low: #9ad79a; --none: #c4c6cc;
        --pass: #9ad79a; --fail: #ff8a8a;
      }
    }
    *, *::before, *::after { box-sizing: border-box; animation: none !important; transition: none !important; }
    html { scroll-behavior: auto; }
    body {
      margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif;
      color: var(--text); background: var(--page); overflow-wrap: break-word;
    }
    header, nav, main, footer { max-width: 84rem; margin: 0 auto; padding: 0 1.25rem; }
    header { padding-top: 1.5rem; }
    h1 { font-size: 1.9rem; line-height: 1.2; margin: 0 0 0.5rem; }
    h2 { font-size: 1.45rem; margin: 2.5rem 0 0.75rem; border-bottom: 2px solid var(--line); padding-bottom: 0.25rem; }
    h3 { font-size: 1.1rem; margin: 0 0 0.5rem; }
    h4 { font-size: 1rem; margin: 1rem 0 0.25rem; }
    a { color: var(--link); }
    code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; }
    code { font-size: 0.92em; overflow-wrap: anywhere; }
    pre { background: var(--panel); border: 1px solid var(--line); padding: 0.6rem; overflow-x: auto; white-space: pre-wrap; }
    :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
    .skip-link { position: absolute; left: 1rem; top: -4rem; background: var(--page); padding: 0.5rem 1rem; z-index: 2; }
    .skip-link:focus { top: 1rem; }
    nav ul { list-style: none; display: flex; flex-wrap: wrap; gap: 0.25rem 1.5rem; padding: 0; margin: 0.75rem 0 0; }
    nav a { display: inline-block; padding: 0.25rem 0; }
    footer { color: var(--muted); margin-top: 3rem; padding-bottom: 2rem; border-top: 1px solid var(--line); }
    .note, .hint, .kind { color: var(--muted); }
    .blocker { border-left: 6px solid var(--critical); padding: 0.5rem 0.75rem; background: var(--panel); }
    .no-blocker { border-left: 6px solid var(--pass); padding: 0.5rem 0.75rem; background: var(--panel); }
    .cards { list-style: none; padding: 0; display: grid; gap: 1rem;
      grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr)); }
    .card { border: 1px solid var(--line); border-radius: 6px; padding: 0.9rem; background: var(--panel); }
    .card p { margin: 0.3rem 0; }
    .verdict .badge { font-weight: 700; padding: 0 0.4rem; border: 2px solid currentColor; border-radius: 4px; }
    .verdict.pass .badge { color: var(--pass); }
    .verdict.fail .badge { color: var(--fail); }
    .verdict.not-reviewed .badge { color: var(--muted); }
    .summary { font-size: 1.15rem; font-weight: 600; margin: 0.5rem 0; }
    .cards-disclosure > summary { font-weight: 600; padding: 0.3rem 0; }
    .label { font-weight: 600; }
    .open-counts { display: flex; flex-wrap: wrap; gap: 0.25rem 0.9rem; margin: 0.2rem 0 0.4rem; }
    .open-counts div { display: flex; gap: 0.3rem; }
    .open-counts dt::after { content: ":"; }
    .open-counts dd { margin: 0; font-weight: 700; }
    .progress { display: flex; flex-wrap: wrap; align-items: center; gap: 0.2rem 0.4rem; }
    .progress .bar { margin-left: auto; }
    .bar { display: inline-block; vertical-align: middle; width: 6rem; height: 0.6rem; border: 1px solid var(--muted);
      border-radius: 3px; overflow: hidden; }
    .bar span { display: block; height: 100%; background: var(--muted); }
    .table-scroll { overflow-x: auto; max-width: 100%; margin: 1rem 0; }
    .table-scroll > table { margin: 0; }
    .table-scroll caption { position: sticky; left: 0; max-width: calc(100vw - 2.5rem); }
    .chart { margin: 0; }
    .chart svg { display: block; width: 100%; max-width: \(StackedBarChart.width)px;
      min-width: \(StackedBarChart.minimumWidth)px; height: auto; }
    .chart text { fill: var(--text); font-size: \(StackedBarChart.fontSize)px; }
    .chart .count { fill: #111; stroke: #fff; stroke-width: 3px; paint-order: stroke; font-weight: 700; }
    .chart .ink { stroke: var(--ink); fill: var(--ink); stroke-width: 1.2; }
    .bg-critical { fill: var(--bg-critical); } .bg-high { fill: var(--bg-high); } .bg-medium { fill: var(--bg-medium); }
    .bg-low { fill: var(--bg-low); } .bg-none { fill: var(--bg-none); }
    figcaption { color: var(--muted); font-size: 0.9rem; }
    table { border-collapse: collapse; margin: 1rem 0; }
    caption { text-align: left; font-weight: 600; padding-bottom: 0.4rem; }
    th, td { border: 1px solid var(--line); padding: 0.35rem 0.5rem; text-align: left; vertical-align: top; }
    thead th { background: var(--panel); }
    .counts td { text-align: right; }
    .findings { width: 100%; }
    .findings td:nth-child(4) { max-width: 18rem; }
    .findings td:nth-child(4), .findings td:nth-child(6) { overflow-wrap: break-word; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.9em; }
    .findings th button { font: inherit; font-weight: 700; color: inherit; background: none; border: 0; padding: 0;
      cursor: pointer; text-align: left; }
    .findings th .arrow { margin-left: 0.3rem; }
    .findings th[aria-sort="ascending"] .arrow::after { content: "▲"; }
    .findings th[aria-sort="descending"] .arrow::after { content: "▼"; }
    details p { margin: 0.3rem 0; }
    summary { cursor: pointer; }
    .meta { color: var(--muted); font-size: 0.9rem; }
    .findings td:first-child { font-weight: 700; }
    tbody.sev-critical td:first-child, td.sev-critical, .open-counts .sev-critical dd { color: var(--critical); }
    tbody.sev-high td:first-child, td.sev-high, .open-counts .sev-high dd { color: var(--high); }
    tbody.sev-medium td:first-child, td.sev-medium, .open-counts .sev-medium dd { color: var(--medium); }
    tbody.sev-low td:first-child, td.sev-low, .open-counts .sev-low dd { color: var(--low); }
    tbody.sev-none td:first-child, td.sev-none { color: var(--none); }
    .advice { margin: 0.3rem 0; }
    .filters { display: flex; flex-wrap: wrap; gap: 0.75rem 1.25rem; align-items: flex-end; padding: 0.75rem;
      border: 1px solid var(--line); border-radius: 6px; background: var(--panel); }
    .filters[hidden] { display: none; }
    .field { display: flex; flex-direction: column; gap: 0.2rem; }
    .field label { font-weight: 600; }
    .field .hint { font-size: 0.85rem; }
    select, input, button { font: inherit; }
    select, input[type="search"] { padding: 0.3rem; border: 1px solid var(--muted); border-radius: 4px;
      background: var(--page); color: var(--text); max-width: 20rem; }
    .filters button { padding: 0.3rem 0.8rem; border: 1px solid var(--muted); border-radius: 4px; background: var(--page);
      color: var(--text); cursor: pointer; }
    .shown { font-weight: 600; }
    .fixes li { margin-bottom: 0.75rem; }
    .fixes p { margin: 0.2rem 0; }
    .checklist { list-style: none; padding-left: 0; }
    .checklist li { margin: 0.2rem 0; }
    .tick { display: inline-block; min-width: 3.6rem; font-size: 0.85rem; font-weight: 700; text-align: center;
      border: 1px solid currentColor; border-radius: 4px; margin-right: 0.4rem; }
    .done .tick { color: var(--pass); }
    .todo .tick { color: var(--muted); }
    .audit { border-top: 1px solid var(--line); padding-top: 1rem; margin-top: 1rem; }
    .script-errors { border: 2px solid var(--critical); padding: 0.5rem; }
    .script-errors[hidden] { display: none; }
    @media print {
      nav, .filters, .skip-link { display: none; }
      details > *:not(summary) { display: block; }
    }
    """
}

import A11yAuditModel
import Foundation

/// The page's inline script (plain JavaScript, no library): it shows the filter form, filters the findings table by
/// severity, status, area, WCAG criterion and text, counts the rows shown into the live region, sorts by any column
/// (a button in each header, `aria-sort` on the sorted one), keeps filters and order in the address
/// (`#severity=critical&status=open&sort=location&order=ascending`, read again on load), and copies a finding's
/// recommendation into its details when they are opened. On a narrow screen it closes the dashboard's cards, which
/// the page as written shows open. Errors are written into the page (`#script-errors`) as well
/// as to the console.
package enum HTMLReportScript {
  /// What the script reads from the page's `report-config` element: the live region's words and the sort orders.
  package struct Config: Encodable {
    /// `{shown} of {total} findings shown`.
    package var shown = FindingsTable.shownTemplate
    /// Each severity's rank, larger is more severe.
    package var severityRank = Dictionary(uniqueKeysWithValues: Severity.allCases.map { ($0.rawValue, $0.rank) })
    /// Each status's place among ``FixStatus/allCases``.
    package var statusOrder = Dictionary(
      uniqueKeysWithValues: FixStatus.allCases.enumerated().map { ($1.rawValue, $0) })
    /// The status each title in the table's status column stands for.
    package var statuses = Dictionary(uniqueKeysWithValues: FixStatus.allCases.map { ($0.title, $0.rawValue) })
    /// The area each title in the table's area column stands for.
    package var areas = Dictionary(uniqueKeysWithValues: Category.allCases.map { ($0.title, $0.rawValue) })
    /// The filters, in the order the address lists them.
    package var filters = ["severity", "status", "area", "wcag", "q"]
    /// The table's columns as the address names them (`#sort=location&order=ascending`).
    package var columns = FindingsTable.columns.map { $0.title.lowercased() }
    /// The media query of the screens the dashboard's cards stay open on.
    package var wideScreen = HTMLReportStyle.wideScreen
  }

  /// The configuration as JSON, keys sorted.
  package static let config: String = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: (try? encoder.encode(Config())) ?? Data("{}".utf8), as: UTF8.self)
  }()

  /// The script.
  package static let source = """
    (function () {
      "use strict";
      var errors = document.getElementById("script-errors");
      function fail(message) {
        var line = document.createElement("p");
        line.textContent = "The page's script failed: " + message;
        errors.appendChild(line);
        errors.hidden = false;
      }
      window.addEventListener("error", function (event) { fail(String(event.message)); });
      try {
        var config = JSON.parse(document.getElementById("report-config").textContent);
        var cards = document.getElementById("cards");
        if (cards && window.matchMedia && !window.matchMedia(config.wideScreen).matches) { cards.open = false; }
        var table = document.getElementById("findings-table");
        var rows = Array.prototype.slice.call(table.querySelectorAll("tbody tr"));
        var facts = rows.map(function (row) {
          var severity = row.cells[0].textContent;
          row.cells[0].className = "sev-" + severity;
          return {
            severity: severity,
            status: row.cells[1].getAttribute("data-status") || config.statuses[row.cells[1].textContent]
              || row.cells[1].textContent,
            area: config.areas[row.cells[2].textContent] || row.cells[2].textContent,
            wcag: " " + row.cells[5].textContent.trim().split(/\\s+/).join(" ") + " ",
            text: row.textContent.toLowerCase()
          };
        });
        Array.prototype.forEach.call(table.tBodies, function (group) { group.removeAttribute("class"); });
        var form = document.getElementById("filters");
        var shown = document.getElementById("shown");

        var headers = Array.prototype.slice.call(table.tHead.rows[0].cells);
        var body = table.tBodies[0];
        var position = rows.map(function (row, index) { return index; });
        var sorted = null;

        function values() {
          var result = {};
          config.filters.forEach(function (name) { result[name] = form.elements[name].value.trim(); });
          return result;
        }
        function admits(index, wanted) {
          var fact = facts[index];
          if (wanted.severity && fact.severity !== wanted.severity) { return false; }
          if (wanted.status && fact.status !== wanted.status) { return false; }
          if (wanted.area && fact.area !== wanted.area) { return false; }
          if (wanted.wcag && fact.wcag.indexOf(" " + wanted.wcag + " ") < 0) { return false; }
          return !wanted.q || fact.text.indexOf(wanted.q.toLowerCase()) >= 0;
        }
        function remember(wanted) {
          var parts = config.filters.filter(function (name) { return wanted[name]; }).map(function (name) {
            return name + "=" + encodeURIComponent(wanted[name]);
          });
          if (sorted) { parts.push("sort=" + config.columns[sorted.column], "order=" + sorted.direction); }
          try {
            history.replaceState(null, "", parts.length ? "#" + parts.join("&") : location.pathname + location.search);
          } catch (error) { /* a browser that refuses to change the address still filters */ }
        }
        function apply(keep) {
          var wanted = values();
          var count = 0;
          rows.forEach(function (row, index) {
            var admitted = admits(index, wanted);
            row.hidden = !admitted;
            if (admitted) { count += 1; }
          });
          shown.textContent = config.shown.replace("{shown}", count).replace("{total}", rows.length);
          shown.setAttribute("data-shown", String(count));
          if (keep) { remember(wanted); }
        }

        function key(index, column) {
          var kind = headers[column].getAttribute("data-sort");
          if (kind === "severity") { return config.severityRank[facts[index].severity] || 0; }
          if (kind === "status") { return config.statusOrder[facts[index].status] || 0; }
          var cell = rows[index].cells[column];
          return (cell.querySelector("summary") || cell).textContent;
        }
        function natural(a, b) {
          var left = a.match(/\\d+|\\D+/g) || [];
          var right = b.match(/\\d+|\\D+/g) || [];
          for (var i = 0; i < Math.min(left.length, right.length); i += 1) {
            if (left[i] === right[i]) { continue; }
            if (/^\\d/.test(left[i]) && /^\\d/.test(right[i]) && Number(left[i]) !== Number(right[i])) {
              return Number(left[i]) - Number(right[i]);
            }
            var x = left[i].toLowerCase();
            var y = right[i].toLowerCase();
            if (x !== y) { return x < y ? -1 : 1; }
            return left[i] < right[i] ? -1 : 1;
          }
          return left.length - right.length;
        }
        function sortBy(column, direction) {
          var sign = direction === "ascending" ? 1 : -1;
          var order = position.map(function (index, place) {
            return { index: index, key: key(index, column), place: place };
          });
          order.sort(function (a, b) {
            var difference = typeof a.key === "number" ? a.key - b.key : natural(a.key, b.key);
            return difference !== 0 ? sign * difference : a.place - b.place;
          });
          position = order.map(function (item) { return item.index; });
          var fragment = document.createDocumentFragment();
          position.forEach(function (index) { fragment.appendChild(rows[index]); });
          body.appendChild(fragment);
          headers.forEach(function (cell) { cell.removeAttribute("aria-sort"); });
          headers[column].setAttribute("aria-sort", direction);
          sorted = { column: column, direction: direction };
        }
        headers.forEach(function (header, column) {
          var button = document.createElement("button");
          button.type = "button";
          while (header.firstChild) { button.appendChild(header.firstChild); }
          var arrow = document.createElement("span");
          arrow.className = "arrow";
          arrow.setAttribute("aria-hidden", "true");
          button.appendChild(arrow);
          header.appendChild(button);
          button.addEventListener("click", function () {
            sortBy(column, header.getAttribute("aria-sort") === "ascending" ? "descending" : "ascending");
            remember(values());
          });
        });

        function readAddress() {
          var hash = location.hash.replace(/^#/, "");
          if (hash.indexOf("=") < 0) { return false; }
          var params = new URLSearchParams(hash);
          config.filters.forEach(function (name) {
            var control = form.elements[name];
            control.value = params.get(name) || "";
            if (control.tagName === "SELECT" && control.selectedIndex < 0) { control.selectedIndex = 0; }
          });
          var column = config.columns.indexOf(params.get("sort"));
          if (column >= 0) { sortBy(column, params.get("order") === "descending" ? "descending" : "ascending"); }
          return true;
        }

        var pending = null;
        form.addEventListener("change", function () { apply(true); });
        form.addEventListener("input", function (event) {
          if (event.target.name !== "q") { return; }
          clearTimeout(pending);
          pending = setTimeout(function () { apply(true); }, 200);
        });
        form.addEventListener("submit", function (event) { event.preventDefault(); apply(true); });
        form.addEventListener("reset", function () { setTimeout(function () { apply(true); }, 0); });
        window.addEventListener("hashchange", function () { if (readAddress()) { apply(false); } });
        form.hidden = false;
        readAddress();
        apply(false);

        function showAdvice(details) {
          var link = details.open && details.querySelector("a[href^='#fix-']");
          if (!link || details.querySelector(".advice")) { return; }
          var advice = document.getElementById(link.getAttribute("href").slice(1));
          var text = advice && advice.querySelector(".fix-text");
          if (!text) { return; }
          var paragraph = document.createElement("p");
          paragraph.className = "advice";
          paragraph.textContent = "Recommendation: " + text.textContent;
          details.insertBefore(paragraph, link.parentNode);
        }
        table.addEventListener("toggle", function (event) { showAdvice(event.target); }, true);
        Array.prototype.forEach.call(table.querySelectorAll("details[open]"), showAdvice);
        document.documentElement.setAttribute("data-script", "ready");
      } catch (error) {
        fail(error && error.message ? error.message : String(error));
        throw error;
      }
    })();
    """
}
